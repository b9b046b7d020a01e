import { results } from "virtual:contenido/resultados";
import { RESULTS_PATH, teamResultsPath } from "../results/results-path.ts";
import { ACTIVITY_LIST } from "./activities/index.ts";
import {
  FOOTER_NAV,
  HEADER_NAV,
  isMenu,
  isSubmenu,
  MOBILE_NAV,
  type NavLink,
  type NavMenu,
} from "./navigation.ts";
import { NEWS, newsPath } from "./news.ts";
import { laterNewsListPaths } from "./news-path.ts";

/** Every link of the one navigation tree: header, menus and submenus, phone panel, footer. */
export function navigationLinks(): NavLink[] {
  const flatten = (items: ReadonlyArray<NavLink | NavMenu>): NavLink[] =>
    items.flatMap((item) =>
      isMenu(item) ? item.items.flatMap((entry) => (isSubmenu(entry) ? entry.links : [entry])) : [item],
    );
  return [...flatten(HEADER_NAV), ...flatten(MOBILE_NAV), ...FOOTER_NAV];
}

/**
 * Every internal page of the site, once, for sitemap.xml: the navigation tree's pages
 * (anchors like `/#contacto` count as `/`) and each activity's canonical page (its
 * aliases such as `/judo` are the same page and stay out), the news list's later pages
 * and each news item's page, newest first (the offline worker saves the route data of
 * the first ones it lists: scripts/build-service-worker.mjs), and, once a result is
 * published, every team's results, each team's with results and each result with a
 * report, newest first (the same). Home first. Drafts are never built, so never listed.
 */
export function sitemapPaths(): string[] {
  const paths = new Set<string>(["/"]);
  for (const link of navigationLinks()) {
    if (!link.external) paths.add(link.to.split("#")[0] || "/");
  }
  for (const activity of ACTIVITY_LIST) paths.add(activity.path);
  for (const path of laterNewsListPaths(NEWS.length)) paths.add(path);
  for (const item of NEWS) paths.add(newsPath(item));
  if (results.length > 0) paths.add(RESULTS_PATH);
  for (const result of results) paths.add(teamResultsPath(result.team.id));
  for (const result of results) if (result.path) paths.add(result.path);
  return [...paths];
}
