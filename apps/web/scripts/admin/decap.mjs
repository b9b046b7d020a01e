// Decap CMS as the editor ships it: the all-in-one build of the `decap-cms` package (React
// inside), copied as it comes. Not `decap-cms-app` bundled by the site's Vite build: that
// would put a second copy of the editor's React and its 600 packages through the build whose
// chunking (vite.config.ts) decides what every visitor downloads, for a page only the staff
// open; a vendored file cannot leak into a public chunk. The price, a React of its own
// (about 50 KB of its 1.5 MB gzip), is paid only at /admin.
import { readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

const require = createRequire(import.meta.url);

/** The folder of Decap's built files in node_modules. */
export const DECAP_DIST = join(dirname(require.resolve("decap-cms/package.json")), "dist");

/** Decap's local backend (decap-server), as its `bin` runs it. */
export const DECAP_SERVER = join(dirname(require.resolve("decap-server/package.json")), "dist", "index.js");

/**
 * The files the editor needs, by name: the entry script, the chunks it loads on demand
 * from beside itself (`123.decap-cms.js`), the WebAssembly of its optional WebP encoder,
 * and the licence notice. Not the source maps (50 MB) nor the `cms.js` files (the same
 * build under its old name).
 */
export function decapFiles() {
  return readdirSync(DECAP_DIST)
    .filter(
      (name) =>
        /^(\d+\.)?decap-cms\.js$/.test(name) || /\.wasm$/.test(name) || name === "decap-cms.js.LICENSE.txt",
    )
    .sort();
}

/** Content types of the editor's files, for the dev server (nginx and Firebase know them). */
export const ADMIN_TYPES = Object.freeze({
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".yml": "text/yaml; charset=utf-8",
  ".wasm": "application/wasm",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
});
