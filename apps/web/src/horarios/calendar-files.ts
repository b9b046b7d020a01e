/**
 * Which activities have a calendar file (`/calendario/<id>.ics`), read quickly in Node
 * from the content folder (each `actividades/<id>.md`'s `publicado` and `horarios`), for
 * the route table (src/routes.ts) and the list of prerendered pages
 * (react-router.config.ts): both run before Vite, without the activity listing's virtual
 * modules, and must agree, since React Router refuses a route with a loader that no page
 * is prerendered for. `calendar-files.test.ts` holds this list to the activity listing
 * the site shows (`LISTED_ACTIVITIES`). A file that cannot be read counts as none here;
 * the build's content check names it first.
 */
import { join } from "node:path";
import { parseMarkdown } from "../content/files/parse.ts";
import { collectionFiles, contentDir, readText } from "../content/files/paths.ts";
import { showsDrafts } from "../content/files/published.ts";

type Fields = { publicado?: unknown; horarios?: unknown } | null;

function fieldsOf(file: string): Fields {
  try {
    return parseMarkdown(readText(file), file).data as Fields;
  } catch {
    return null;
  }
}

/** Whether a file's `horarios` has at least one row (`horarios[].filas[]`). */
const hasClasses = (horarios: unknown) =>
  Array.isArray(horarios) &&
  horarios.some(
    (table) => Array.isArray((table as { filas?: unknown } | null)?.filas) && table.filas.length > 0,
  );

/** The file names (`tenis-mesa`) of the shown activities with at least one class published. */
export function calendarFileNames(
  dir: string = contentDir(),
  { drafts = showsDrafts() }: { drafts?: boolean } = {},
): string[] {
  let files: Array<{ id: string; file: string }> = [];
  try {
    files = collectionFiles(join(dir, "actividades"), ".md");
  } catch {
    return [];
  }
  return files
    .filter(({ file }) => {
      const fields = fieldsOf(file);
      return fields !== null && (drafts || fields.publicado === true) && hasClasses(fields.horarios);
    })
    .map(({ id }) => id);
}
