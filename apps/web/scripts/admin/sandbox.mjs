// The editor against a throwaway copy of the content, for the editor's browser test
// (e2e/admin.spec.ts) and the staff guide's screenshots (scripts/admin-screenshots.mjs):
// a temporary folder laid out like the repository, seeded with sample content, a local
// backend (decap-server) writing there, and the built editor's page (on its own origin)
// using that backend. The repository's own content is never touched.
import { cpSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parse, stringify } from "yaml";
import { sourceConfig } from "./config.mjs";
import { startLocalBackend } from "./local-backend.mjs";

/** Sample content in the content files' format: news, an event, the fees (e2e/fixtures/admin/contenido). */
export const SAMPLE_CONTENT = join(
  dirname(fileURLToPath(import.meta.url)),
  "..",
  "..",
  "e2e",
  "fixtures",
  "admin",
  "contenido",
);

/** The content folder, relative to the repository, as config.yml's collections name it. */
const CONTENT = "apps/web/content";

/** `apps/web` of this checkout. */
const WEB_DIR = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

/** A port nobody listens on now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** decap-server writing into `root` (laid out like the repository), and how to stop both. */
async function sandboxIn(root) {
  // A free port can be taken by another test's backend between the check and decap-server's
  // own listen (it cannot be told to choose one): then the next free one.
  let backend;
  for (let attempt = 1; !backend; attempt++) {
    try {
      backend = await startLocalBackend({ root, port: await freePort() });
    } catch (error) {
      if (!error.portTaken || attempt === 3) throw error;
    }
  }
  return {
    root,
    content: join(root, CONTENT),
    photos: join(root, sourceConfig().media_folder),
    backend,
    async close() {
      await backend.stop();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/**
 * A temporary repository-like folder with the sample content, and decap-server writing
 * into it. `content` and `photos` are where the editor saves; `close()` stops the server
 * and deletes the folder.
 */
export async function startSandbox() {
  const root = mkdtempSync(join(tmpdir(), "casa-editor-"));
  cpSync(SAMPLE_CONTENT, join(root, CONTENT), { recursive: true });
  // The menus as the site has them: an activity's submenu is picked from their groups.
  cpSync(join(WEB_DIR, "content", "navegacion.yml"), join(root, CONTENT, "navegacion.yml"));
  return sandboxIn(root);
}

/** What a copy of apps/web that builds leaves out: what is installed or built. */
const NOT_COPIED = /^(node_modules|build(-.*)?|test-results|playwright-report|\.turbo|\.react-router)$/;

/**
 * A temporary copy of the web app (its code, content, photos and the images already made
 * of them, timestamps kept so the image step only makes what is new), with the installed
 * packages linked in, and decap-server writing into it: what the editor saves there is
 * built like the repository's own files (`web` is the copy's apps/web).
 */
export async function startSiteSandbox() {
  const root = mkdtempSync(join(tmpdir(), "casa-editor-site-"));
  const web = join(root, "apps", "web");
  cpSync(WEB_DIR, web, {
    recursive: true,
    preserveTimestamps: true,
    filter: (source) => dirname(source) !== WEB_DIR || !NOT_COPIED.test(basename(source)),
  });
  // The installed packages, @casa/shared among them: the league pages are built with its
  // shipped tables (@casa/shared/snapshot.json, src/league/snapshot.server.ts).
  symlinkSync(join(WEB_DIR, "node_modules"), join(web, "node_modules"));
  // apps/web/tsconfig.json extends the repository's.
  cpSync(join(WEB_DIR, "..", "..", "tsconfig.base.json"), join(root, "tsconfig.base.json"));
  return { ...(await sandboxIn(root)), web };
}

/** Where the page's editor sends its local-backend calls: the editor's own origin, see below. */
const RELAY_PATH = "/__editor-test-backend/api/v1";

/**
 * Makes the editor on `page` (the built editor's /admin/, on its own origin) use the
 * sandbox's backend. The built config.yml names no local backend, and the editor's policy
 * lets it connect to its own origin and GitHub only (the dev server's also allows
 * 127.0.0.1:8081): so the test serves the built config.yml with `local_backend` at a path
 * of the origin config.yml came from, the editor's ('self' in that policy), and forwards
 * that path to decap-server. The shipped file and policy stay as they are.
 * @param {import("@playwright/test").Page} page
 * @param {string} backendUrl decap-server's /api/v1
 */
export async function connectToSandbox(page, backendUrl) {
  await page.route("**/admin/config.yml", async (route) => {
    const response = await route.fetch();
    const config = parse(await response.text());
    config.local_backend = { url: new URL(RELAY_PATH, route.request().url()).href };
    await route.fulfill({ response, body: stringify(config) });
  });
  await page.route(`**${RELAY_PATH}`, async (route) => {
    // A fresh connection for each call: decap-server (Express) closes idle kept-alive
    // sockets, and a reused one can be reset under the request (ECONNRESET).
    const headers = { ...route.request().headers(), connection: "close" };
    await route.fulfill({ response: await route.fetch({ url: backendUrl, headers }) });
  });
}

/**
 * Closes `page` once the calls its editor had on the way to the sandbox's backend are
 * answered: stopping the backend under one of them would reset it (ECONNRESET), and
 * Playwright reports a failing route handler as the test's failure.
 * @param {import("@playwright/test").Page} page
 */
export async function closeEditor(page) {
  await page.unrouteAll({ behavior: "wait" });
  await page.close();
}
