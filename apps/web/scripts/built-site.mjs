// Where the production build's public files are, and which of them are pages: read by
// the post-build steps, the size check and the build's tests.
import { readdirSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** `apps/web/<WEB_BUILD_DIR or build>/client`. */
export const clientDir = join(
  dirname(fileURLToPath(import.meta.url)),
  "..",
  process.env.WEB_BUILD_DIR ?? "build",
  "client",
);

/** Every file under `dir` (the build's client folder by default), as full paths. */
export function builtFiles(dir = clientDir) {
  return readdirSync(dir, { recursive: true })
    .map((name) => join(dir, String(name)))
    .filter((path) => statSync(path).isFile());
}

/** Every HTML document under `dir`. */
export const builtPages = (dir = clientDir) => builtFiles(dir).filter((path) => path.endsWith(".html"));
