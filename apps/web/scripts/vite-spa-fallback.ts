import { existsSync, readFileSync, statSync } from "node:fs";
import { join, normalize } from "node:path";
import { gzipSync } from "node:zlib";
import type { Plugin } from "vite";
import {
  ADMIN_PATH,
  cacheControlFor,
  EDITOR_ORIGIN,
  isAdminPath,
  SECURITY_HEADERS,
} from "../deploy/site-headers.mjs";
import { REDIRECTS } from "../src/redirects.ts";

/** Set in the process that builds the site (see configurePreviewServer below). */
const BUILDING = Symbol.for("casa:spa-fallback:building");

/**
 * `vite preview` for a prerendered SPA, serving what nginx serves in production: the
 * redirects answer 301; `/historia` gets `historia/index.html`; a path with no page
 * gets the SPA fallback document (it hydrates into the 404 page) with status 404; a
 * missing asset is a plain 404, never the home page's HTML as Vite's default does.
 * Every answer but /api's carries the site's security headers and Cache-Control
 * (deploy/site-headers.mjs); headers set here win over Vite's static server's own.
 * The editor is not here: it has an origin of its own (build/editor, served by nginx's
 * second server and Firebase's second site), and /admin sends there as in production
 * (EDITOR_ORIGIN from the environment, as the web container reads it, else the club's).
 */
export function spaFallback(): Plugin {
  return {
    name: "casa:spa-fallback",
    configResolved(config) {
      if (config.command === "build") (globalThis as Record<symbol, unknown>)[BUILDING] = true;
    },
    configurePreviewServer(server) {
      // React Router 8 prerenders the pages through a preview server of this same config,
      // started inside the build: that one must reach React Router's own handler, not
      // this stand-in for nginx (which would answer every page not yet written with the
      // fallback document).
      if ((globalThis as Record<symbol, unknown>)[BUILDING]) return;
      const root = join(server.config.root, process.env.WEB_BUILD_DIR ?? "build", "client");
      const isFile = (path: string) => existsSync(path) && statSync(path).isFile();
      server.middlewares.use((req, res, next) => {
        const path = normalize(decodeURIComponent((req.url ?? "/").split("?")[0] ?? "/"));
        if (path.startsWith("/api/")) return next();
        for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
        res.setHeader("Cache-Control", cacheControlFor(path));
        if (req.method !== "GET" && req.method !== "HEAD") return next();
        if (isFile(join(root, path))) return next();
        const editor = `${process.env.EDITOR_ORIGIN ?? EDITOR_ORIGIN}${ADMIN_PATH}/`;
        const target = isAdminPath(path) ? editor : REDIRECTS[path.replace(/\/+$/, "")];
        if (target) {
          res.writeHead(301, { Location: target });
          res.end();
          return;
        }
        // Compressed like nginx (level 9) and Firebase send it, so that measurements of the
        // preview (Lighthouse) see the bytes a visitor downloads.
        const send = (status: number, file: string) => {
          res.statusCode = status;
          res.setHeader("Content-Type", "text/html; charset=utf-8");
          res.setHeader("Vary", "Accept-Encoding");
          const html = readFileSync(file);
          if (!/\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""))) return res.end(html);
          res.setHeader("Content-Encoding", "gzip");
          res.end(gzipSync(html, { level: 9 }));
        };
        const page = join(root, path, "index.html");
        if (isFile(page)) return send(200, page);
        if (/\.[a-z0-9]+$/i.test(path)) {
          res.statusCode = 404;
          res.end("Not found");
          return;
        }
        send(404, join(root, "__spa-fallback.html"));
      });
    },
  };
}
