/**
 * Each content file read and parsed once per process, whoever asks: the route table
 * (src/routes.ts), the prerender list (react-router.config.ts), the content check and
 * the `virtual:contenido/*` modules (scripts/vite-content.ts) all come here, so
 * `pnpm build` reads each file once. The dev server's watcher forgets a file when it
 * changes (`forgetContentFile`), so `pnpm dev` reads the edit.
 *
 * A file that cannot be read or parsed keeps its `ContentProblem`, thrown to each caller.
 */
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseMarkdown, parseYaml } from "./parse.ts";
import { displayPath } from "./paths.ts";
import { ContentProblem } from "./problem.ts";

type Parsed = { ok: true; value: unknown } | { ok: false; error: unknown };

/**
 * On `globalThis`, not in this module: one build process holds several copies of it
 * (React Router loads its config and the route table through a module runner of its
 * own, Vite bundles vite.config.ts with the content plugin), and they must share one store.
 */
const STORE = Symbol.for("casa.content-files.read-once");
const store = (): Map<string, Parsed> => {
  const global = globalThis as { [STORE]?: Map<string, Parsed> };
  global[STORE] ??= new Map();
  return global[STORE];
};

function once<T>(file: string, parse: (text: string, name: string) => T): T {
  const path = resolve(file);
  let parsed = store().get(path);
  if (!parsed) {
    const name = displayPath(path);
    try {
      if (!existsSync(path)) throw new ContentProblem(name, "falta este archivo");
      parsed = { ok: true, value: parse(readFileSync(path, "utf8"), name) };
    } catch (error) {
      parsed = { ok: false, error };
    }
    store().set(path, parsed);
  }
  if (!parsed.ok) throw parsed.error;
  return parsed.value as T;
}

/** A Markdown file's front matter (its data) and body. */
export const markdownFile = (file: string) => once(file, parseMarkdown);

/** A YAML file's data. */
export const yamlFile = (file: string): unknown => once(file, parseYaml);

/** Read `file` again next time it is asked for: it changed, appeared or went away. */
export function forgetContentFile(file: string): void {
  store().delete(resolve(file));
}
