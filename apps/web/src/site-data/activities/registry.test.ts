import { describe, expect, it } from "vitest";
import { routePaths } from "../../../e2e/support/route-table.ts";
import { canonicalPath } from "../../lib/canonical-path.ts";
import { REDIRECTS } from "../../redirects.ts";
import { NEWS } from "../news.ts";
import { navigationLinks, sitemapPaths } from "../sitemap.ts";
import { ACTIVITY_LIST } from "./index.ts";
import { LISTED_ACTIVITIES } from "./listings.ts";

/** Whatever the activity files say, the site must agree with it. */
describe("the activities", () => {
  const routes = new Set(routePaths({ news: NEWS }));
  const sitemap = new Set(sitemapPaths());

  it("routes every activity's path and aliases, and lists its canonical path in the sitemap", () => {
    for (const activity of ACTIVITY_LIST) {
      for (const path of [activity.path, ...(activity.aliases ?? [])])
        expect(routes, activity.id).toContain(path);
      expect(sitemap, activity.id).toContain(activity.path);
      for (const alias of activity.aliases ?? []) expect(sitemap, alias).not.toContain(alias);
    }
  });

  it("names each activity's own page as the canonical address of its aliases", () => {
    for (const activity of ACTIVITY_LIST) {
      expect(canonicalPath(activity.path)).toBe(activity.path);
      for (const alias of activity.aliases ?? []) expect(canonicalPath(alias), alias).toBe(activity.path);
    }
  });

  it("gives no two activities the same path", () => {
    const paths = ACTIVITY_LIST.flatMap((activity) => [activity.path, ...(activity.aliases ?? [])]);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("gives every activity a line for the cards", () => {
    expect(LISTED_ACTIVITIES.map((activity) => activity.id)).toEqual(
      ACTIVITY_LIST.map((activity) => activity.id),
    );
    expect(LISTED_ACTIVITIES.every((activity) => activity.summary.length > 20)).toBe(true);
  });

  it("links every menu and footer entry to a page the site has", () => {
    const known = new Set([...routes, ...Object.keys(REDIRECTS)]);
    const dead = navigationLinks()
      .filter((link) => !link.external)
      .map((link) => link.to.split("#")[0] || "/")
      .filter((path) => !known.has(path));
    expect(dead).toEqual([]);
    const linked = new Set(navigationLinks().map((link) => link.to));
    for (const activity of ACTIVITY_LIST) {
      if (activity.menu) expect(linked, activity.id).toContain(activity.path);
    }
  });
});
