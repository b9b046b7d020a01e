import { REDIRECTS } from "../src/redirects.ts";
import routes from "../src/routes.ts";

interface RouteNode {
  path?: string;
  index?: boolean;
  children?: RouteNode[];
}

/** Every concrete path of the route table (no splat, no redirects), read from routes.ts itself. */
export function routePaths(): string[] {
  const paths: string[] = [];
  const walk = (nodes: RouteNode[], prefix: string) => {
    for (const node of nodes) {
      const path = node.index ? prefix || "/" : node.path ? `${prefix}/${node.path}` : prefix;
      if (node.index || (node.path && !node.path.includes("*"))) paths.push(path);
      if (node.children) walk(node.children, path === "/" ? "" : path);
    }
  };
  walk(routes as RouteNode[], "");
  return [...new Set(paths)].filter((path) => !(path in REDIRECTS));
}

export { REDIRECTS };
