/**
 * Which news items, upcoming events, match results and activities the content folder
 * publishes (the `publicado` flag, the date, the addresses, from the files as
 * read-once.ts parsed them, so the build reads none twice), for the route table
 * (src/routes.ts) and the list of prerendered pages (react-router.config.ts), which must
 * agree: React Router refuses to build a route with a loader that no page is prerendered
 * for, so `novedades/:id`, the news list's later pages, `eventos/:archivo` and
 * `resultados/:id` exist only when there is something to show. The full check of every
 * file is `load.ts`'s (the build's content step, the dev server's overlay); a file it
 * cannot read counts as unpublished here.
 */
import { join } from "node:path";
import { collectionFiles } from "./paths.ts";
import { markdownFile, yamlFile } from "./read-once.ts";
import { RESERVED_RESULT_ID } from "./reserved-paths.ts";
import { siteToday } from "./site-today.ts";

/** Whether drafts are shown: on the dev server (and in tests), never in a production build. */
export const showsDrafts = (env: Record<string, string | undefined> = process.env) =>
  env.NODE_ENV !== "production";

type Fields = { publicado?: unknown; fecha?: unknown } | null;

function fieldsOf(read: () => unknown): Fields {
  try {
    return read() as Fields;
  } catch {
    return null;
  }
}

/** The files of a folder collection, or none when the folder cannot be read. */
function filesOf(folder: string, extension: string): Array<{ id: string; file: string }> {
  try {
    return collectionFiles(folder, extension);
  } catch {
    return [];
  }
}

/** Whether a file's fields say it is shown: drafts only when asked. */
const shownIn = (drafts: boolean) => (fields: Fields) =>
  fields !== null && (drafts || fields.publicado === true);

/**
 * The results shown (drafts only when asked; played by `today`, of a team shown), each
 * with its team and whether it has a report (then a page of its own).
 */
function shownResults(dir: string, drafts: boolean, today: string) {
  const teams = new Set(publishedActivities(dir, { drafts }).flatMap(({ id, team }) => (team ? [id] : [])));
  return filesOf(join(dir, "resultados"), ".md").flatMap(({ id, file }) => {
    const fields = fieldsOf(() => markdownFile(file).data) as (Fields & { equipo?: unknown }) | null;
    if (id === RESERVED_RESULT_ID || !shownIn(drafts)(fields)) return [];
    const team = fields?.equipo;
    const played = typeof fields?.fecha === "string" && fields.fecha <= today;
    if (!played || typeof team !== "string" || !teams.has(team)) return [];
    return [{ id, team, report: markdownFile(file).body.trim() !== "" }];
  });
}

/**
 * The ids (file names) of the news items, upcoming events and results with a report
 * shown (each a page), and the teams (activities' file names) with a result shown.
 */
export function publishedIds(
  dir: string,
  { drafts, today = siteToday() }: { drafts: boolean; today?: string },
): { news: string[]; events: string[]; results: string[]; resultTeams: string[] } {
  const shown = shownIn(drafts);
  const news = filesOf(join(dir, "noticias"), ".md").filter(({ file }) =>
    shown(fieldsOf(() => markdownFile(file).data)),
  );
  const events = filesOf(join(dir, "eventos"), ".yml").filter(({ file }) => {
    const fields = fieldsOf(() => yamlFile(file));
    return shown(fields) && typeof fields?.fecha === "string" && fields.fecha >= today;
  });
  const results = shownResults(dir, drafts, today);
  return {
    news: news.map(({ id }) => id),
    events: events.map(({ id }) => id),
    results: results.filter((result) => result.report).map(({ id }) => id),
    resultTeams: [...new Set(results.map(({ team }) => team))].sort(),
  };
}

/** An activity as the route table needs it: its addresses, and whether it has a calendar file. */
export interface ActivityAddresses {
  id: string;
  path: string;
  aliases: string[];
  /** At least one class published (`horarios[].filas[]`): its `/calendario/<id>.ics`. */
  hasClasses: boolean;
  /** A team that plays matches (`deporte_de_equipo`): it posts results. */
  team: boolean;
}

const addresses = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((path): path is string => typeof path === "string" && path.startsWith("/"))
    : [];

/** Whether a file's `horarios` has at least one row. */
const hasClasses = (horarios: unknown) =>
  Array.isArray(horarios) &&
  horarios.some((table) => Array.isArray(table?.filas) && (table.filas as unknown[]).length > 0);

/**
 * The activities the content folder publishes (drafts too when asked), with their
 * addresses (`ruta`, or `/<file name>`, and `otras_rutas`) and whether they have classes,
 * for the route table and the prerendered calendar files.
 */
export function publishedActivities(dir: string, { drafts }: { drafts: boolean }): ActivityAddresses[] {
  return filesOf(join(dir, "actividades"), ".md").flatMap(({ id, file }) => {
    const fields = fieldsOf(() => markdownFile(file).data) as
      | (Fields & { ruta?: unknown; otras_rutas?: unknown; horarios?: unknown; deporte_de_equipo?: unknown })
      | null;
    if (fields === null || !(drafts || fields.publicado === true)) return [];
    const path = typeof fields.ruta === "string" && fields.ruta.startsWith("/") ? fields.ruta : `/${id}`;
    return [
      {
        id,
        path,
        aliases: addresses(fields.otras_rutas),
        hasClasses: hasClasses(fields.horarios),
        team: typeof fields.deporte_de_equipo === "string",
      },
    ];
  });
}

/**
 * The file names (`tenis-mesa`) of the shown activities with at least one class, or a
 * team's with at least one result shown (its played matches): their calendar files.
 */
export function calendarFileNames(
  dir: string,
  { drafts, today = siteToday() }: { drafts: boolean; today?: string },
): string[] {
  const teams = new Set(shownResults(dir, drafts, today).map(({ team }) => team));
  return publishedActivities(dir, { drafts })
    .filter((activity) => activity.hasClasses || teams.has(activity.id))
    .map((activity) => activity.id);
}
