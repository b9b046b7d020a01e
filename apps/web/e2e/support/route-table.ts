import { DIAGNOSTICS_PATHS, diagnosticsInBuild } from "../../src/diagnostics.ts";
import { HORARIOS_ROUTE, horariosPaths } from "../../src/horarios/paths.ts";
import { REDIRECTS } from "../../src/redirects.ts";
import { teamResultsPath } from "../../src/results/results-path.ts";
import routes from "../../src/routes.ts";
import { laterNewsListPaths, newsPath } from "../../src/site-data/news-path.ts";

interface RouteNode {
  path?: string;
  index?: boolean;
  children?: RouteNode[];
}

/** Whether the production build under test has the diagnostics pages. */
const diagnosticsBuilt = diagnosticsInBuild({ ...process.env, NODE_ENV: "production" });

/** What the content files publish, that routes with a parameter stand for. */
export interface PublishedContent {
  news: ReadonlyArray<{ id: string }>;
  /** The match results (none: as when the folder publishes none). */
  results?: ReadonlyArray<{ team: { id: string }; path?: string }>;
}

/** The pages each route with a parameter stands for; its files (`/eventos/<id>.ics`) are no pages. */
const EXPAND: Record<string, (content: PublishedContent) => string[]> = {
  "/novedades/:id": (content) => content.news.map(newsPath),
  "/novedades/pagina/:pagina": (content) => laterNewsListPaths(content.news.length),
  // A plain route, but only in a build that publishes results (the dev server's drafts count in routes.ts).
  "/resultados": ({ results = [] }) => (results.length > 0 ? ["/resultados"] : []),
  "/resultados/equipo/:equipo": ({ results = [] }) => [
    ...new Set(results.map((result) => teamResultsPath(result.team.id))),
  ],
  "/resultados/:id": ({ results = [] }) => results.flatMap((result) => (result.path ? [result.path] : [])),
  "/eventos/:archivo": () => [],
  "/calendario/:archivo": () => [],
  // The club's week and its filter pages (`/horarios/deportes/martes`).
  [`/${HORARIOS_ROUTE}`]: () => horariosPaths(),
};

/**
 * Every page of the production route table (no splat, no redirects, no files such as
 * `/sitemap.xml`), read from routes.ts itself; a route with a parameter stands for the
 * pages prerendered from `content`: one per news item (`/novedades/:id`), the news
 * list's later pages, one per team with results and one per result with a report. The
 * browser tests pass what the build published (`publishedContent()`, ./published.ts);
 * the unit tests, the content they read.
 */
export function routePaths(content: PublishedContent): string[] {
  const paths: string[] = [];
  const walk = (nodes: RouteNode[], prefix: string) => {
    for (const node of nodes) {
      const path = node.index ? prefix || "/" : node.path ? `${prefix}/${node.path}` : prefix;
      if (node.index || (node.path && !node.path.includes("*"))) paths.push(path);
      if (node.children) walk(node.children, path === "/" ? "" : path);
    }
  };
  walk(routes as RouteNode[], "");
  const expanded = paths.flatMap((path) => EXPAND[path]?.(content) ?? [path]);
  if (expanded.some((path) => path.includes(":")))
    throw new Error("route-table.ts: a route parameter it cannot expand");
  return [...new Set(expanded)].filter(
    (path) =>
      !(path in REDIRECTS) &&
      !/\.[a-z]+$/.test(path) &&
      (diagnosticsBuilt || !(DIAGNOSTICS_PATHS as readonly string[]).includes(path)),
  );
}

export { DIAGNOSTICS_PATHS, REDIRECTS };
