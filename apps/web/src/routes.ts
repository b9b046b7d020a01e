import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { diagnosticsInBuild } from "./diagnostics.ts";
import { HORARIOS_ROUTE } from "./horarios/paths.ts";
import { REDIRECTS } from "./redirects.ts";
import { RESULTS_PATH } from "./results/results-path.ts";
import { contentDir } from "./site-data/content-files/paths.ts";
import {
  calendarFileNames,
  publishedActivities,
  publishedIds,
  showsDrafts,
} from "./site-data/content-files/published.ts";
import { NEWS_PAGE_SIZE } from "./site-data/news-path.ts";

/**
 * THE route table: every page of the site, its aliases and redirects. The activities'
 * routes come from their content files (`content/actividades/<id>.md`), each at its
 * path and aliases. A page module used at several paths gets one route id per path;
 * each page module is its own chunk.
 */

/**
 * The activities whose page is unlike the others (league tables, a video), by file
 * name. Any other activity gets the activity page (pages/activity.tsx).
 */
export const OWN_PAGES: Readonly<Record<string, string>> = {
  "basquet-federal": "pages/basquet-federal.tsx",
  voley: "pages/voley.tsx",
  "voley-primera": "pages/voley-division.tsx",
  "voley-tira-a": "pages/voley-division.tsx",
  "voley-tira-b": "pages/voley-division.tsx",
  zumba: "pages/zumba.tsx",
};

/** Each page module with the activity paths it shows. */
const ACTIVITY_MODULES = new Map<string, string[]>();
const add = (file: string, paths: readonly string[]) =>
  ACTIVITY_MODULES.set(file, [...(ACTIVITY_MODULES.get(file) ?? []), ...paths.map((path) => path.slice(1))]);
for (const activity of publishedActivities(contentDir(), { drafts: showsDrafts() })) {
  add(OWN_PAGES[activity.id] ?? "pages/activity.tsx", [activity.path, ...activity.aliases]);
}

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
 * list's later pages', the events' and the results' routes exist only when the files
 * give them pages (react-router.config.ts lists them). Type generation (`react-router typegen`) sees
 * them all, whatever is published.
 */
function countsOf({ news, events, results, resultTeams }: ReturnType<typeof publishedIds>) {
  return {
    news: news.length,
    events: events.length,
    results: results.length,
    resultTeams: resultTeams.length,
  };
}
const published = process.argv.includes("typegen")
  ? {
      news: Number.POSITIVE_INFINITY,
      events: Number.POSITIVE_INFINITY,
      results: Number.POSITIVE_INFINITY,
      resultTeams: Number.POSITIVE_INFINITY,
    }
  : countsOf(publishedIds(contentDir(), { drafts: showsDrafts() }));

/** `/resultados` without its slash, as the route table writes paths. */
const RESULTS_ROUTE = RESULTS_PATH.slice(1);

export default [
  // Files for search engines, written at build time.
  route("sitemap.xml", "seo/sitemap-xml.ts"),
  route("robots.txt", "seo/robots-txt.ts"),
  // Each announced event's calendar file, `/eventos/<id>.ics`.
  ...(published.events > 0 ? [route("eventos/:archivo", "seo/event-calendar.ts")] : []),
  // Each timetabled activity's weekly classes as a calendar file, `/calendario/<id>.ics`.
  ...(process.argv.includes("typegen") ||
  calendarFileNames(contentDir(), { drafts: showsDrafts() }).length > 0
    ? [route("calendario/:archivo", "seo/activity-calendar.ts")]
    : []),
  layout("layout/site-layout.tsx", [
    index("pages/home.tsx"),
    route("valores-y-dias", "pages/valores-y-dias.tsx"),
    // The club's week, and one page per filter (`/horarios/deportes/martes`): react-router.config.ts lists them.
    route(HORARIOS_ROUTE, "pages/horarios.tsx"),
    route("marca", "pages/marca.tsx"),
    route("historia", "pages/historia.tsx"),
    route("accion-social", "pages/accion-social.tsx"),
    route("comision", "pages/comision.tsx"),
    route("instalaciones", "pages/instalaciones.tsx"),
    route("novedades", "news/novedades.tsx"),
    // The list's later pages, `/novedades/pagina/2`…, and one page per news item.
    ...(published.news > NEWS_PAGE_SIZE
      ? [route("novedades/pagina/:pagina", "news/novedades.tsx", { id: "news/novedades#pagina" })]
      : []),
    ...(published.news > 0 ? [route("novedades/:id", "news/noticia.tsx")] : []),
    // The teams' results: all of them, each team's (`/resultados/equipo/<id>`), and each
    // result with a report (`/resultados/<id>`); none while no result is published.
    ...(published.resultTeams > 0
      ? [
          route(RESULTS_ROUTE, "results/pages/resultados.tsx"),
          route(`${RESULTS_ROUTE}/equipo/:equipo`, "results/pages/resultados-equipo.tsx"),
        ]
      : []),
    ...(published.results > 0 ? [route(`${RESULTS_ROUTE}/:id`, "results/pages/resultado.tsx")] : []),
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
