// Where the production build's public files are, and which of them are pages: read by
// the post-build steps, the size check and the build's tests.
import { readdirSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** `apps/web/<WEB_BUILD_DIR or build>`. */
const buildDir = join(dirname(fileURLToPath(import.meta.url)), "..", process.env.WEB_BUILD_DIR ?? "build");

/** `apps/web/<WEB_BUILD_DIR or build>/client`: the public site's files. */
export const clientDir = join(buildDir, "client");

/**
 * The editor's origin's files, `<build>/editor`, beside the site's and never among them:
 * the editor (Decap CMS, scripts/build-admin.mjs) is served on an origin of its own, so
 * that the GitHub token it keeps in that origin's storage is out of reach of every
 * public page's scripts (docs/deployment.md). No visitor loads any of it.
 */
const editorDir = join(buildDir, "editor");

/** The editor itself, at /admin/ of its origin. */
export const adminDir = join(editorDir, "admin");

/** Every file of the public site under `dir` (the build's client folder by default), as full paths. */
export function builtFiles(dir = clientDir) {
  return readdirSync(dir, { recursive: true })
    .map((name) => join(dir, String(name)))
    .filter((path) => statSync(path).isFile());
}

/** Every HTML document of the public site under `dir`. */
export const builtPages = (dir = clientDir) => builtFiles(dir).filter((path) => path.endsWith(".html"));
