/**
 * For the tests of the content files: a copy of the site's content folder in a
 * temporary folder, with some files written over, added (text) or removed (`null`).
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { loadContent } from "./load.ts";
import { contentDir, displayPath } from "./paths.ts";
import { ContentProblem } from "./problem.ts";
import type { NewsItem } from "./types.ts";

export function contentCopy(changes: Record<string, string | null> = {}): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), "casa-contenido-"));
  cpSync(contentDir({}), dir, { recursive: true });
  for (const [file, text] of Object.entries(changes)) {
    const path = join(dir, file);
    if (text === null) rmSync(path, { force: true });
    else {
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, text);
    }
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * The one line a build of the content folder with `changes` stops with, without the
 * folder (`portada.yml: …`). Fails the test when the content loads, or when the
 * problem takes more than one line.
 */
export async function problemWith(changes: Record<string, string | null>): Promise<string> {
  const copy = contentCopy(changes);
  try {
    await loadContent({ dir: copy.dir, drafts: false, today: "2026-11-26" });
  } catch (error) {
    if (!(error instanceof ContentProblem)) throw error;
    if (error.message.includes("\n")) throw new Error(`more than one line: ${error.message}`);
    return error.message.slice(displayPath(copy.dir).length + 1);
  } finally {
    copy.remove();
  }
  throw new Error("the content loaded: no problem found");
}

/** A news file: front matter from `fields` (YAML lines as given), then `body`. */
export function newsFile(fields: Record<string, string>, body = "El texto de la noticia."): string {
  const front = Object.entries(fields).map(([name, value]) => `${name}: ${value}`);
  return `---\n${front.join("\n")}\n---\n\n${body}\n`;
}

/** A valid published news item's fields, to change one at a time. */
export const NEWS_FIELDS: Record<string, string> = {
  titulo: "Prueba de noticia",
  fecha: "2026-11-20",
  categoria: "Institucional",
  icono: "megafono",
  resumen: "Una noticia de prueba.",
  imagen: "/images/club/sede-fachada.jpg",
  texto_alternativo: "La fachada de la sede",
  publicado: "true",
};

/** A valid published match result's fields (a win of Básquet Federal, 2026-11-21), to change one at a time. */
const RESULT_FIELDS: Record<string, string> = {
  equipo: "basquet-federal",
  rival: "Rival de Prueba",
  fecha: "2026-11-21",
  hora: '"21:00"',
  condicion: "local",
  competencia: "liga",
  torneo: "Liga Federal",
  tantos_casa: "84",
  tantos_rival: "79",
  publicado: "true",
};

/**
 * A result file, `resultados/<id>.md`: `RESULT_FIELDS` with `changes` (a field `null`
 * is left out), then `report` (its crónica; none by default).
 */
export function resultFile(
  id: string,
  changes: Record<string, string | null> = {},
  report = "",
): Record<string, string> {
  const fields = Object.entries({ ...RESULT_FIELDS, ...changes }).filter(
    (entry): entry is [string, string] => entry[1] !== null,
  );
  const front = fields.map(([name, value]) => `${name}: ${value}`).join("\n");
  return { [`resultados/${id}.md`]: `---\n${front}\n---\n${report ? `\n${report}\n` : ""}` };
}

/** `count` made-up published news items for component tests, newest first (never content of the club's). */
export function sampleNews(count: number): NewsItem[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `prueba-${index + 1}`,
    date: new Date(Date.UTC(2026, 10, 30 - index)).toISOString().slice(0, 10),
    category: "Institucional",
    icon: "megaphone" as const,
    title: `Noticia de prueba ${index + 1}`,
    description: `El resumen de la noticia de prueba ${index + 1}.`,
    image: {
      src: `/images/prueba-${index + 1}.svg`,
      width: 800,
      height: 600,
      alt: `Dibujo de prueba ${index + 1}`,
    },
  }));
}
