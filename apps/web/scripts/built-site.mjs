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

/**
 * The editor at /admin (scripts/build-admin.mjs): Decap CMS for the club's staff, served
 * with a policy of its own. Not a page or file of the public site: no visitor loads it.
 */
export const adminDir = join(clientDir, "admin");

/**
 * Every file of the public site under `dir` (the build's client folder by default), as
 * full paths: all but the editor's folder, which is Decap's code, not the site's.
 */
export function builtFiles(dir = clientDir) {
  return readdirSync(dir, { recursive: true })
    .filter((name) => !/^admin($|[\\/])/.test(String(name)))
    .map((name) => join(dir, String(name)))
    .filter((path) => statSync(path).isFile());
}

/** Every HTML document of the public site under `dir`. */
export const builtPages = (dir = clientDir) => builtFiles(dir).filter((path) => path.endsWith(".html"));
