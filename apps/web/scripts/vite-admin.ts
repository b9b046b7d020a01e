import { createReadStream, readFileSync } from "node:fs";
import type { ServerResponse } from "node:http";
import { extname, join } from "node:path";
import type { Plugin } from "vite";
import {
  ADMIN_HEADERS,
  ADMIN_LOCAL_BACKEND,
  ADMIN_PATH,
  adminContentSecurityPolicy,
  isAdminPath,
} from "../deploy/site-headers.mjs";
import {
  ADMIN_BRAND_FILES,
  ADMIN_PAGE_FILES,
  ADMIN_SOURCE,
  adminConfig,
  BRAND_SOURCE,
} from "./admin/config.mjs";
import { ADMIN_TYPES, DECAP_DIST, decapFiles } from "./admin/decap.mjs";
import { backendInfo, servesFolder, startLocalBackend } from "./admin/local-backend.mjs";
import { TEAM_SPORTS_FILE, teamSports } from "./admin/team-sports.mjs";
import { ENV_DIR } from "./project-env.mjs";

/**
 * The editor in development (`pnpm dev`, `pnpm admin`): the dev server serves /admin/ as
 * the build ships it (scripts/build-admin.mjs), Decap's files straight from node_modules,
 * config.yml with the local backend and equipos.json from the activities as they are
 * now, under the editor's policy plus that backend; and it starts the local backend
 * (decap-server) on the working tree, so that what the editor saves is a file of
 * apps/web/content/ ready to commit. Dev server only: no build sees it.
 *
 * Here the editor stays at /admin/ of the dev server's own origin, beside the site's pages,
 * unlike the built editor, which has an origin of its own (scripts/build-admin.mjs): what
 * that separation protects, an editor's GitHub token in the origin's storage, never exists
 * here. The local backend needs no login and no token, and its saves go to the working tree.
 */
export function adminEditor(): Plugin {
  return {
    name: "casa:admin",
    apply: "serve",
    configureServer(server) {
      const files = new Set(decapFiles());
      const headers = {
        ...ADMIN_HEADERS,
        "Content-Security-Policy": adminContentSecurityPolicy({ dev: true }),
      };
      const send = (res: ServerResponse, type: string, body: string) => {
        res.setHeader("Content-Type", type);
        res.end(body);
      };
      // Before Vite's own middlewares: apps/web/admin/index.html must not become a Vite page.
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? "/").split("?")[0] ?? "/";
        if (!isAdminPath(path)) return next();
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
        res.setHeader("Cache-Control", "no-cache");
        const name = path.slice(`${ADMIN_PATH}/`.length);
        if (path === ADMIN_PATH) {
          res.writeHead(301, { Location: `${ADMIN_PATH}/` });
          res.end();
        } else if (name === "" || ADMIN_PAGE_FILES.includes(name)) {
          const file = name || "index.html";
          send(res, ADMIN_TYPES[extname(file)] ?? "", readFileSync(join(ADMIN_SOURCE, file), "utf8"));
        } else if (ADMIN_BRAND_FILES.includes(name)) {
          send(res, ADMIN_TYPES[extname(name)] ?? "", readFileSync(join(BRAND_SOURCE, name), "utf8"));
        } else if (name === "config.yml") {
          send(res, ADMIN_TYPES[".yml"] ?? "", adminConfig(process.env, { dev: true }));
        } else if (name === TEAM_SPORTS_FILE) {
          send(res, ADMIN_TYPES[".json"] ?? "", JSON.stringify(teamSports()));
        } else if (files.has(name)) {
          res.setHeader("Content-Type", ADMIN_TYPES[extname(name)] ?? "application/octet-stream");
          createReadStream(join(DECAP_DIST, name)).pipe(res);
        } else {
          res.statusCode = 404;
          send(res, "text/plain; charset=utf-8", "Not found");
        }
      });
      // A real dev server only (not one a tool starts in middleware mode), once it listens.
      server.httpServer?.once("listening", () => {
        const address = server.httpServer?.address();
        const port = typeof address === "object" && address ? address.port : 5173;
        startBackend(`http://127.0.0.1:${port}${ADMIN_PATH}/`).then((stop) =>
          server.httpServer?.once("close", stop),
        );
      });
    },
  };
}

/**
 * The local backend on the working tree, on 127.0.0.1:8081 (config.yml names it). Another
 * one already there (a second dev server) is used as it is. Any failure is said in one
 * line and leaves the dev server running: only saving from /admin needs it.
 */
async function startBackend(editor: string): Promise<() => Promise<void>> {
  const url = `${ADMIN_LOCAL_BACKEND}/api/v1`;
  const say = (line: string) => console.log(`  [editor] ${line}`);
  const running = await backendInfo(url);
  if (servesFolder(running, ENV_DIR)) {
    say(`Editor local: ${editor} (con el backend local que ya corre en ${url})`);
    return async () => {};
  }
  if (running) {
    say(
      `El editor local no va a poder guardar: en ${url} corre el backend local de otra carpeta (${running.repo}).`,
    );
    return async () => {};
  }
  try {
    const backend = await startLocalBackend({
      root: ENV_DIR,
      port: Number(new URL(ADMIN_LOCAL_BACKEND).port),
    });
    say(`Editor local: ${editor} (guarda los cambios en ${ENV_DIR})`);
    return backend.stop;
  } catch (error) {
    say(`El editor local no va a poder guardar: el backend local no arrancó en ${url}.`);
    say(error instanceof Error ? error.message : String(error));
    return async () => {};
  }
}
