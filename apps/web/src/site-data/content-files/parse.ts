/**
 * Reading a content file's text: YAML (`yaml`, YAML 1.2, so `fecha: 2026-12-12` and
 * `abre: 9:00` stay the text they look like, never a date object or a number) and
 * Markdown with YAML front matter (`vfile-matter`, which reads it with the same `yaml`).
 * A file that cannot be read is one Spanish line with its line number.
 */
import { VFile } from "vfile";
import { matter } from "vfile-matter";
import { parse, YAMLError } from "yaml";
import { ContentProblem } from "./problem.ts";

const UNREADABLE = "no se entiende (revisá los dos puntos, las comillas y la sangría)";

function yamlProblem(file: string, error: unknown, lineOffset = 0): never {
  if (error instanceof YAMLError) {
    const line = (error.linePos?.[0]?.line ?? 0) + lineOffset;
    throw new ContentProblem(file, line > 0 ? `la línea ${line} ${UNREADABLE}` : `el archivo ${UNREADABLE}`);
  }
  throw error;
}

/** A YAML file's data. */
export function parseYaml(text: string, file: string): unknown {
  try {
    return parse(text);
  } catch (error) {
    return yamlProblem(file, error);
  }
}

/** A Markdown file's front matter (its data) and body (the text after it). */
export function parseMarkdown(text: string, file: string): { data: unknown; body: string } {
  if (!/^---\r?\n/.test(text)) {
    throw new ContentProblem(file, 'debe empezar con sus datos entre dos líneas "---" (titulo, fecha…)');
  }
  const vfile = new VFile(text);
  try {
    matter(vfile, { strip: true });
  } catch (error) {
    // Lines counted in the file: the front matter starts after the first "---".
    return yamlProblem(file, error, 1);
  }
  return { data: vfile.data.matter, body: String(vfile.value) };
}
