import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { ACTIVITY_LIST, type ActivityId } from "./content/activities/index.ts";
import { contentDir } from "./content/files/paths.ts";
import { publishedIds, showsDrafts } from "./content/files/published.ts";
import { NEWS_PAGE_SIZE } from "./content/news-path.ts";
import { CLUB_PAGES_IN_PROGRESS } from "./content/pages.ts";
import { diagnosticsInBuild } from "./diagnostics.ts";
import { REDIRECTS } from "./redirects.ts";

/**
 * THE route table: every page of the site, its aliases and redirects. The activities'
 * routes come from the activity registry (`content/activities/`), each at its path and
 * aliases. A page module used at several paths gets one route id per path; each page
 * module is its own chunk.
 */

/**
 * The activities whose page is unlike the others (league tables, a video, an extra
 * line on the card). Any other goes to the generic activity page when it is `ready`,
 * to the under-construction page otherwise.
 */
export const OWN_PAGES: Partial<Record<ActivityId, string>> = {
  basquetFederal: "pages/basquet-federal.tsx",
  voley: "pages/voley.tsx",
  voleyPrimera: "pages/voley-division.tsx",
  voleyTiraA: "pages/voley-division.tsx",
  voleyTiraB: "pages/voley-division.tsx",
  gimnasia: "pages/gimnasia.tsx",
  zumba: "pages/zumba.tsx",
};

/** Each page module with the activity paths it shows. */
const ACTIVITY_MODULES = new Map<string, string[]>();
const add = (file: string, paths: readonly string[]) =>
  ACTIVITY_MODULES.set(file, [...(ACTIVITY_MODULES.get(file) ?? []), ...paths.map((path) => path.slice(1))]);
for (const activity of ACTIVITY_LIST) {
  const file =
    OWN_PAGES[activity.id] ??
    (activity.status === "ready" ? "pages/activity.tsx" : "pages/under-construction.tsx");
  add(file, [activity.path, ...(activity.aliases ?? [])]);
}
add(
  "pages/under-construction.tsx",
  CLUB_PAGES_IN_PROGRESS.map((page) => page.path),
);

/** One page module served at several paths. */
const aliases = (file: string, paths: readonly string[]) =>
  paths.map((path) => route(path, file, { id: `${file}#${path}` }));

/** A module at one path keeps its plain route id; at several, one id per path. */
const activityRoutes = [...ACTIVITY_MODULES].flatMap(([file, paths]) =>
  paths.length === 1 ? [route(paths[0] as string, file)] : aliases(file, paths),
);

/**
 * What the content files publish (drafts too on the dev server): React Router refuses a
 * route with a loader that no page is prerendered for, so the news items', the news
 * list's later pages' and the events' routes exist only when the files give them pages
 * (react-router.config.ts lists them). Type generation (`react-router typegen`) sees
 * them all, whatever is published.
 */
function countsOf({ news, events }: { news: string[]; events: string[] }) {
  return { news: news.length, events: events.length };
}
const published = process.argv.includes("typegen")
  ? { news: Number.POSITIVE_INFINITY, events: Number.POSITIVE_INFINITY }
  : countsOf(publishedIds(contentDir(), { drafts: showsDrafts() }));

export default [
  // Files for search engines, written at build time.
  route("sitemap.xml", "seo/sitemap-xml.ts"),
  route("robots.txt", "seo/robots-txt.ts"),
  // Each announced event's calendar file, `/eventos/<id>.ics`.
  ...(published.events > 0 ? [route("eventos/:archivo", "seo/event-calendar.ts")] : []),
  layout("layout/site-layout.tsx", [
    index("pages/home.tsx"),
    route("valores-y-dias", "pages/valores-y-dias.tsx"),
    route("marca", "pages/marca.tsx"),
    route("historia", "pages/historia.tsx"),
    route("accion-social", "pages/accion-social.tsx"),
    route("novedades", "pages/novedades.tsx"),
    // The list's later pages, `/novedades/pagina/2`…, and one page per news item.
    ...(published.news > NEWS_PAGE_SIZE
      ? [route("novedades/pagina/:pagina", "pages/novedades.tsx", { id: "pages/novedades#pagina" })]
      : []),
    ...(published.news > 0 ? [route("novedades/:id", "pages/noticia.tsx")] : []),
    route("deportes-y-actividades", "pages/deportes-y-actividades.tsx"),
    ...activityRoutes,
    ...(diagnosticsInBuild(process.env)
      ? [route("api-test", "pages/api-test.tsx"), route("config-test", "pages/config-test.tsx")]
      : []),
    ...aliases(
      "pages/redirect.tsx",
      Object.keys(REDIRECTS).map((path) => path.slice(1)),
    ),
    route("*", "pages/not-found.tsx"),
  ]),
] satisfies RouteConfig;
