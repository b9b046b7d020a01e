/**
 * The addresses the site keeps for its own pages, which no activity file may take: the
 * club's pages, the sections with pages under them (`/novedades/<id>`, `/horarios/…`,
 * `/resultados/<id>`), the files for search engines and calendars, the editor and the
 * league service, and the redirects. An activity at one of them would hide that page or
 * be hidden by it.
 */
import { REDIRECTS } from "../../redirects.ts";

/** Pages at exactly these addresses. */
const PAGES = [
  "/",
  "/valores-y-dias",
  "/marca",
  "/historia",
  "/accion-social",
  "/comision",
  "/instalaciones",
  "/deportes-y-actividades",
  "/api-test",
  "/config-test",
  "/manual-de-marca.pdf",
  ...Object.keys(REDIRECTS),
];

/** Sections whose every address below is the site's: `/novedades/…`, `/horarios/…`. */
const SECTIONS = [
  "novedades",
  "horarios",
  "resultados",
  "eventos",
  "calendario",
  "admin",
  "api",
  "images",
  "assets",
  "videos",
];

/** `/resultados/equipo/<team>` lists a team's results: no result file may take that name. */
export const RESERVED_RESULT_ID = "equipo";

/** Why an activity may not use `path`, or `undefined` when it may. */
export function claimedPathProblem(path: string): string | undefined {
  const section = path.split("/")[1] ?? "";
  if (PAGES.includes(path) || SECTIONS.includes(section)) {
    return `la dirección ${path} es de otra página del sitio: elegí otra en "ruta"`;
  }
  return undefined;
}
