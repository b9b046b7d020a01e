import { results } from "virtual:contenido/resultados";
import { describe, expect, it } from "vitest";
import { routePaths } from "../../e2e/support/route-table.ts";
import { HORARIOS_PATH, horariosPaths } from "../horarios/paths.ts";
import { REDIRECTS } from "../redirects.ts";
import { ACTIVITY_LIST } from "./activities/index.ts";
import { NEWS } from "./news.ts";
import { sitemapPaths } from "./sitemap.ts";

/** Paths that are routes but never belong in a sitemap: aliases of another page, developer pages. */
const aliases = ACTIVITY_LIST.flatMap((activity) => activity.aliases ?? []);
const DIAGNOSTICS = ["/api-test", "/config-test"];
/** The filter pages of /horarios, which name it as their canonical address. */
const FILTERS = horariosPaths().filter((path) => path !== HORARIOS_PATH);

describe("sitemapPaths", () => {
  const paths = sitemapPaths();

  it("lists every page of the route table once: all but aliases, filter pages and diagnostics", () => {
    const expected = routePaths({ news: NEWS, results }).filter(
      (path) => !aliases.includes(path) && !DIAGNOSTICS.includes(path) && !FILTERS.includes(path),
    );
    expect([...paths].sort()).toEqual([...expected].sort());
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("never names the editor at /admin (a page for the staff, noindex)", () => {
    expect(paths.filter((path) => path === "/admin" || path.startsWith("/admin/"))).toEqual([]);
  });

  it("starts with the home page and holds no anchors, redirects or aliases", () => {
    expect(paths[0]).toBe("/");
    for (const path of paths) {
      expect(path).toMatch(/^\/[a-z0-9/-]*$/);
      expect(path in REDIRECTS).toBe(false);
      expect(aliases).not.toContain(path);
    }
  });
});
