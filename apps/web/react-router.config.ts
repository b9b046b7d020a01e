import type { Config } from "@react-router/dev/config";
import { activityCalendarPath, horariosPaths } from "./src/horarios/paths.ts";
import { eventCalendarPath } from "./src/lib/event-calendar-path.ts";
import { REDIRECTS } from "./src/redirects.ts";
import { resultPath, teamResultsPath } from "./src/results/results-path.ts";
import { contentDir } from "./src/site-data/content-files/paths.ts";
import { calendarFileNames, publishedIds, showsDrafts } from "./src/site-data/content-files/published.ts";
import { laterNewsListPaths, newsPath } from "./src/site-data/news-path.ts";

/**
 * SPA mode with every static route prerendered: each page is real HTML at build time
 * (fast first paint, readable without JavaScript and by link previews) and hydrates
 * into the single-page app. Redirect-only routes are not prerendered: the fallback
 * page runs their client redirect (and nginx answers them with a 301 first).
 */
export default {
  appDirectory: "src",
  // Another folder lets two builds (say, two people testing) run side by side.
  buildDirectory: process.env.WEB_BUILD_DIR ?? "build",
  ssr: false,
  prerender({ getStaticPaths }) {
    // What the content files publish (drafts only on the dev server): each news item's
    // page, the news list's later pages, each announced event's calendar file, and the
    // pages of each team with results and of each result with a report (`/resultados`
    // itself is a static path), read as the route table reads them (src/routes.ts), so
    // the two agree.
    const { news, events, results, resultTeams } = publishedIds(contentDir(), { drafts: showsDrafts() });
    return [
      ...getStaticPaths().filter((path) => !(path in REDIRECTS)),
      ...laterNewsListPaths(news.length),
      ...news.map((id) => newsPath({ id })),
      ...events.map((id) => eventCalendarPath({ id })),
      ...resultTeams.map(teamResultsPath),
      ...results.map((id) => resultPath({ id })),
      // The club's week and its filter pages, and each timetabled activity's calendar file.
      ...horariosPaths(),
      ...calendarFileNames(contentDir(), { drafts: showsDrafts() }).map(activityCalendarPath),
    ];
  },
  // React Router 8 splits each route module's client-only exports (clientLoader…) into
  // chunks of their own by default; kept in one chunk per route, as with 7.
  splitRouteModules: false,
} satisfies Config;
