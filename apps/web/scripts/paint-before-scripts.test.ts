import { describe, expect, it } from "vitest";
import { paintBeforeScripts } from "./paint-before-scripts.mjs";

/** A page as React Router 7.18 prerenders it (trimmed to what the step reads). */
const PAGE = [
  '<!DOCTYPE html><html lang="es-AR"><head><meta charSet="utf-8"/>',
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/>',
  '<link rel="modulepreload" href="/assets/shell-3.js"/><link rel="stylesheet" href="/assets/root-4.css"/></head>',
  "<body><main><h1>Historia</h1></main>",
  "<script>window.__reactRouterContext = {};</script>",
  '<script type="module" async="">import "/assets/manifest-1.js";\n',
  'import * as route0 from "/assets/root-5.js";\n',
  'import * as route1 from "/assets/historia-6.js";\n',
  "  \n",
  '  window.__reactRouterRouteModules = {"root":route0,"pages/historia":route1};\n',
  "\n",
  'import("/assets/entry.client-2.js");</script></body></html>',
].join("");

describe("paintBeforeScripts", () => {
  const out = paintBeforeScripts(PAGE);

  it("drops the modulepreload links and keeps the stylesheets and the content", () => {
    expect(out).not.toContain('<link rel="modulepreload"');
    expect(out).toContain('<link rel="stylesheet" href="/assets/root-4.css"/>');
    expect(out).toContain("<main><h1>Historia</h1></main>");
    expect(out).toContain("<script>window.__reactRouterContext = {};</script>");
  });

  it("preloads and imports the same modules after the first paint, then hands the route modules to the entry", () => {
    const script = /<script type="module">([\s\S]*?)<\/script>/.exec(out)?.[1] ?? "";
    expect(out).not.toContain('async=""');
    const [wait, rest = ""] = script.split("\n});\n");
    expect(wait).toContain('new PerformanceObserver(go).observe({ type: "paint", buffered: true });');
    expect(wait).toContain('addEventListener("load", go);');
    // Then the page's high-priority photo, if one is still on its way, for 2.5 s at most.
    const [photo, imports] = rest.split("\n]);\n");
    expect(photo).toContain('img[elementtiming="foto-principal"]');
    expect(photo).toContain('observe({ type: "element", buffered: true })');
    expect(photo).toContain("img.decode()"); // where the browser has no Element Timing
    expect(photo).toContain("setTimeout(go, 2500)");
    expect(imports?.split("\n")).toEqual([
      'for (const href of ["/assets/manifest-1.js","/assets/entry.client-2.js","/assets/shell-3.js"]) {',
      '  const link = document.createElement("link");',
      '  link.rel = "modulepreload";',
      "  link.href = href;",
      "  document.head.append(link);",
      "}",
      'const [, route0, route1] = await Promise.all([import("/assets/manifest-1.js"), import("/assets/root-5.js"), import("/assets/historia-6.js")]);',
      'window.__reactRouterRouteModules = {"root":route0,"pages/historia":route1};',
      'import("/assets/entry.client-2.js");',
    ]);
  });

  it("names the page's high-priority photo for Element Timing, so the wait can see it painted", () => {
    const withPhoto = paintBeforeScripts(
      PAGE.replace(
        "<h1>Historia</h1>",
        '<img src="/a.webp" alt="La sede" fetchPriority="high"/><h1>Historia</h1>',
      ),
    );
    expect(withPhoto).toContain(
      '<img elementtiming="foto-principal" src="/a.webp" alt="La sede" fetchPriority="high"/>',
    );
    expect(out).not.toContain('elementtiming="foto-principal" ');
  });

  it("fails on a page whose bootstrap it does not recognise, rather than leave it without hydration", () => {
    expect(() => paintBeforeScripts("<html><body><p>Sin scripts</p></body></html>")).toThrow(
      /no React Router bootstrap/,
    );
    expect(() =>
      paintBeforeScripts(PAGE.replace("window.__reactRouterRouteModules", "window.routes")),
    ).toThrow(/unexpected shape/);
  });
});
