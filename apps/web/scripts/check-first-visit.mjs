#!/usr/bin/env node
import { builtPages, clientDir } from "./built-site.mjs";
import { measureFirstVisits, report } from "./first-visit-js.mjs";
import { frameworkFloor } from "./framework-floor.mjs";
// The first-visit gate (docs/quality.md#web-budgets): the JavaScript a first visit to a
// route actually downloads, in Chromium until the network is idle (first-visit-js.mjs),
// must stay within the framework's floor, computed in this same run with this
// project's Vite and versions (framework-floor.mjs), plus OUR_SHARE_BYTES. Exits 1
// naming each route over it, with its figures; no route has an allowance. A stage of
// `npm test` (scripts/test.sh). Needs a build and the league service's build
// (`pnpm --filter @casa/api build`). Settings as first-visit-js.mjs
// (WEB_BUILD_DIR, FIRST_VISIT_WEB_PORT, FIRST_VISIT_API_PORT, CHROME_PATH).
//
// One route per page module, not all 67: routes of one module load the same code and
// differ only in data carried in the page (not in scripts), so the module's heaviest
// route stands for the others. Every module of src/routes.ts that renders a page is here;
// a news item, a later news list page and the results' pages only when the content
// publishes them.
import { kb, OUR_SHARE_BYTES } from "./web-budgets.mjs";

/** Each page module's route the gate opens, and why that one. */
const ROUTES = {
  "/": "pages/home.tsx",
  "/basquet/federal": "pages/basquet-federal.tsx",
  "/voley/primera": "pages/voley-division.tsx (also /voley/tira-a, /voley/tira-b; Primera has the most copy)",
  "/voley": "pages/voley.tsx, the board of the three divisions",
  "/judo": "pages/activity.tsx (every other activity's page; judo carries the largest timetable)",
  "/zumba": "pages/zumba.tsx",
  "/historia": "pages/historia.tsx",
  "/horarios": "pages/horarios.tsx (also its 28 filter pages)",
  "/valores-y-dias": "pages/valores-y-dias.tsx",
  "/deportes-y-actividades": "pages/deportes-y-actividades.tsx",
  "/marca": "pages/marca.tsx",
  "/comision": "pages/comision.tsx",
  "/accion-social": "pages/accion-social.tsx",
  "/instalaciones": "pages/instalaciones.tsx",
  "/novedades": "news/novedades.tsx",
};

/** The first built page whose path matches (a news item, a later news list page, a result's), if any. */
function firstPageUnder(pattern) {
  const paths = builtPages()
    .map((file) =>
      file
        .slice(clientDir.length)
        .replace(/\/index\.html$/, "")
        .replace(/\.html$/, ""),
    )
    .filter((path) => pattern.test(path))
    .sort();
  return paths[0];
}

const started = performance.now();
const routes = [
  ...Object.keys(ROUTES),
  firstPageUnder(/^\/novedades\/pagina\/\d+$/),
  firstPageUnder(/^\/novedades\/(?!pagina\/)[^/]+$/),
  // results/pages/: every team's results, one team's, one result with a report.
  firstPageUnder(/^\/resultados$/),
  firstPageUnder(/^\/resultados\/equipo\/[^/]+$/),
  firstPageUnder(/^\/resultados\/(?!equipo\/)[^/]+$/),
].filter((path) => path !== undefined);

const floor = await frameworkFloor();
const budget = floor + OUR_SHARE_BYTES;
console.log(
  `First-visit JavaScript (Chromium, until the network is idle, gzip). Budget: ${kb(budget)} = the framework's floor ${kb(floor)} + ${kb(OUR_SHARE_BYTES)} of the site's own`,
);
const results = await measureFirstVisits({ routes });
for (const result of results) console.log(report(result, budget));

const seconds = ((performance.now() - started) / 1000).toFixed(0);
const overBy = ({ path, total }) =>
  `${path}: ${kb(total)} of JavaScript on a first visit, over the budget of ${kb(budget)} (floor ${kb(floor)} + ${kb(OUR_SHARE_BYTES)}) by ${kb(total - budget)}`;
const over = results.filter((result) => result.total > budget);
if (over.length > 0) {
  for (const result of over) console.error(overBy(result));
  console.error(`${over.length} of ${results.length} routes over the first-visit budget (${seconds} s).`);
  process.exit(1);
}
console.log(`${results.length} of ${results.length} routes within the first-visit budget (${seconds} s).`);
