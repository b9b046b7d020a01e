/**
 * Which news items, upcoming events and activities the content folder publishes (the
 * `publicado` flag, the date, the addresses, from the files as read-once.ts parsed them,
 * so the build reads none twice), for the route table (src/routes.ts) and the list
 * of prerendered pages (react-router.config.ts), which must agree: React Router refuses
 * to build a route with a loader that no page is prerendered for, so `novedades/:id`,
 * the news list's later pages and `eventos/:archivo` exist only when there is something
 * to show. The full check of every file is `load.ts`'s (the build's content step, the
 * dev server's overlay); a file it cannot read counts as unpublished here.
 */
import { join } from "node:path";
import { collectionFiles } from "./paths.ts";
import { markdownFile, yamlFile } from "./read-once.ts";
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

/** The ids (file names) of the news items and upcoming events shown. */
export function publishedIds(
  dir: string,
  { drafts, today = siteToday() }: { drafts: boolean; today?: string },
): { news: string[]; events: string[] } {
  const shown = (fields: Fields) => fields !== null && (drafts || fields.publicado === true);
  const safely = <T>(list: () => T[]): T[] => (fieldsOf(list) === null ? [] : list());
  const news = safely(() => collectionFiles(join(dir, "noticias"), ".md")).filter(({ file }) =>
    shown(fieldsOf(() => markdownFile(file).data)),
  );
  const events = safely(() => collectionFiles(join(dir, "eventos"), ".yml")).filter(({ file }) => {
    const fields = fieldsOf(() => yamlFile(file));
    return shown(fields) && typeof fields?.fecha === "string" && fields.fecha >= today;
  });
  return { news: news.map(({ id }) => id), events: events.map(({ id }) => id) };
}

/** An activity as the route table needs it: its addresses, and whether it has a calendar file. */
export interface ActivityAddresses {
  id: string;
  path: string;
  aliases: string[];
  /** At least one class published (`horarios[].filas[]`): its `/calendario/<id>.ics`. */
  hasClasses: boolean;
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
  let files: Array<{ id: string; file: string }> = [];
  try {
    files = collectionFiles(join(dir, "actividades"), ".md");
  } catch {
    return [];
  }
  return files.flatMap(({ id, file }) => {
    const fields = fieldsOf(() => markdownFile(file).data) as
      | (Fields & { ruta?: unknown; otras_rutas?: unknown; horarios?: unknown })
      | null;
    if (fields === null || !(drafts || fields.publicado === true)) return [];
    const path = typeof fields.ruta === "string" && fields.ruta.startsWith("/") ? fields.ruta : `/${id}`;
    return [{ id, path, aliases: addresses(fields.otras_rutas), hasClasses: hasClasses(fields.horarios) }];
  });
}

/** The file names (`tenis-mesa`) of the shown activities with at least one class: their calendar files. */
export const calendarFileNames = (dir: string, options: { drafts: boolean }): string[] =>
  publishedActivities(dir, options)
    .filter((activity) => activity.hasClasses)
    .map((activity) => activity.id);
