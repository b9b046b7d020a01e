/**
 * Which news items and upcoming events the content folder publishes, read quickly (the
 * `publicado` flag and the date only), for the route table (src/routes.ts) and the list
 * of prerendered pages (react-router.config.ts), which must agree: React Router refuses
 * to build a route with a loader that no page is prerendered for, so `novedades/:id`,
 * the news list's later pages and `eventos/:archivo` exist only when there is something
 * to show. The full check of every file is `load.ts`'s (the build's content step, the
 * dev server's overlay); a file it cannot read counts as unpublished here.
 */
import { join } from "node:path";
import { buenosAiresToday } from "../../lib/buenos-aires-day.ts";
import { parseMarkdown, parseYaml } from "./parse.ts";
import { collectionFiles, readText } from "./paths.ts";

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
  { drafts, today = buenosAiresToday() }: { drafts: boolean; today?: string },
): { news: string[]; events: string[] } {
  const shown = (fields: Fields) => fields !== null && (drafts || fields.publicado === true);
  const safely = <T>(list: () => T[]): T[] => (fieldsOf(list) === null ? [] : list());
  const news = safely(() => collectionFiles(join(dir, "noticias"), ".md")).filter(({ file }) =>
    shown(fieldsOf(() => parseMarkdown(readText(file), file).data)),
  );
  const events = safely(() => collectionFiles(join(dir, "eventos"), ".yml")).filter(({ file }) => {
    const fields = fieldsOf(() => parseYaml(readText(file), file));
    return shown(fields) && typeof fields?.fecha === "string" && fields.fecha >= today;
  });
  return { news: news.map(({ id }) => id), events: events.map(({ id }) => id) };
}
