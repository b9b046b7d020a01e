/**
 * Where the content files are, and how a problem names them: by their path in the
 * repository (`apps/web/content/noticias/x.md`), so whoever reads the line finds the file.
 */
import { existsSync, readdirSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { ContentProblem } from "./problem.ts";

/** `apps/web`. */
export const WEB_DIR = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");
const REPO_DIR = resolve(WEB_DIR, "../..");

/** The content folder: `CONTENT_DIR` when set (tests, the benchmark), else `apps/web/content`. */
export function contentDir(env: Record<string, string | undefined> = process.env): string {
  return env.CONTENT_DIR ? resolve(env.CONTENT_DIR) : join(WEB_DIR, "content");
}

/** A file as a problem names it: from the repository's root, or whole when outside it. */
export function displayPath(file: string): string {
  const inRepo = relative(REPO_DIR, file);
  return inRepo.startsWith("..") ? file : inRepo.split(sep).join("/");
}

/** A collection's file names can be page addresses: lowercase, digits and dashes. */
const FILE_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The files of a folder collection with `extension`, by id (the name without it), in name order. */
export function collectionFiles(folder: string, extension: string): Array<{ id: string; file: string }> {
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => !name.startsWith("."))
    .sort()
    .map((name) => {
      const file = join(folder, name);
      if (!name.endsWith(extension)) {
        throw new ContentProblem(displayPath(file), `en esta carpeta van solo archivos ${extension}`);
      }
      const id = name.slice(0, -extension.length);
      if (!FILE_ID.test(id)) {
        throw new ContentProblem(
          displayPath(file),
          `el nombre del archivo debe ir en minúsculas, sin acentos ni espacios, con guiones (por ejemplo fiesta-de-fin-de-ano${extension})`,
        );
      }
      return { id, file };
    });
}
