import type { IncomingMessage, ServerResponse } from "node:http";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { ADMIN_LOCAL_BACKEND, adminContentSecurityPolicy } from "../deploy/site-headers.mjs";
import { teamSports } from "./admin/team-sports.mjs";
import { adminEditor } from "./vite-admin.ts";

/**
 * The dev server's /admin (scripts/vite-admin.ts), through its middleware alone: no server
 * listens here, so no local backend is started (that needs a listening dev server).
 */
type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

function middleware(): Middleware {
  let handler: Middleware | undefined;
  const server = { middlewares: { use: (fn: Middleware) => (handler = fn) }, httpServer: null };
  const plugin = adminEditor();
  (plugin.configureServer as (server: unknown) => void)(server);
  if (!handler) throw new Error("no middleware");
  return handler;
}

/** What the middleware answers for `url`: status, headers and body, or "next" when it passes. */
function get(
  url: string,
): Promise<{ status: number; headers: Record<string, unknown>; body: string } | "next"> {
  return new Promise((resolve) => {
    const headers: Record<string, unknown> = {};
    const chunks: Buffer[] = [];
    const res = {
      statusCode: 200,
      setHeader: (name: string, value: unknown) => {
        headers[name.toLowerCase()] = value;
      },
      writeHead(status: number, more: Record<string, unknown> = {}) {
        res.statusCode = status;
        for (const [name, value] of Object.entries(more)) headers[name.toLowerCase()] = value;
      },
      write: (chunk: Buffer | string) => chunks.push(Buffer.from(chunk)),
      end(chunk?: Buffer | string) {
        if (chunk) chunks.push(Buffer.from(chunk));
        resolve({ status: res.statusCode, headers, body: Buffer.concat(chunks).toString("utf8") });
      },
      on: () => res,
      once: () => res,
      emit: () => true,
    };
    middleware()({ url } as IncomingMessage, res as unknown as ServerResponse, () => resolve("next"));
  });
}

describe("the dev server's /admin", () => {
  it("serves the editor's page under the dev policy, which also reaches the local backend", async () => {
    const page = await get("/admin/");
    if (page === "next") throw new Error("not answered");
    expect(page.status).toBe(200);
    expect(page.headers["content-security-policy"]).toBe(adminContentSecurityPolicy({ dev: true }));
    expect(page.headers["content-security-policy"]).toContain(ADMIN_LOCAL_BACKEND);
    expect(page.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(page.body).toContain('<script src="/admin/decap-cms.js"></script>');
    expect(await get("/admin")).toMatchObject({ status: 301, headers: { location: "/admin/" } });
  });

  it("serves config.yml with the local backend, and answers 404 for what the editor does not have", async () => {
    const config = await get("/admin/config.yml?x=1");
    if (config === "next") throw new Error("not answered");
    expect(parse(config.body).local_backend).toEqual({ url: `${ADMIN_LOCAL_BACKEND}/api/v1` });
    expect(await get("/admin/../package.json")).toMatchObject({ status: 404 });
    expect(await get("/admin/decap-cms.js.map")).toMatchObject({ status: 404 });
  });

  it("serves the club's icon and logo beside the editor, where its page and config.yml name them", async () => {
    const page = await get("/admin/");
    const config = await get("/admin/config.yml");
    if (page === "next" || config === "next") throw new Error("not answered");
    expect(page.body).toContain('<link rel="icon" href="/admin/favicon.svg" type="image/svg+xml" />');
    expect(parse(config.body).logo).toEqual({ src: "/admin/logo.svg" });
    for (const path of ["/admin/favicon.svg", "/admin/logo.svg"]) {
      const file = await get(path);
      if (file === "next") throw new Error(`${path} not answered`);
      expect(file.status).toBe(200);
      expect(file.headers["content-type"]).toBe("image/svg+xml");
      expect(file.body).toMatch(/^<svg\b/);
    }
  });

  it("serves every file the editor's page loads, and what its modules import, with its type", async () => {
    const page = await get("/admin/");
    if (page === "next") throw new Error("not answered");
    const loaded = [...page.body.matchAll(/(?:src|href)="(\/admin\/[^"]+)"/g)].map(([, path]) => path);
    expect(loaded).toContain("/admin/phone.css");
    expect(loaded).toContain("/admin/shrink-photos.js");
    expect(loaded).toContain("/admin/check-results.js");
    const types: Record<string, RegExp> = {
      css: /^text\/css/,
      js: /^text\/javascript/,
      svg: /^image\/svg/,
      yml: /^text\/yaml/,
    };
    for (let index = 0; index < loaded.length; index++) {
      const path = loaded[index] as string;
      const file = await get(path);
      if (file === "next") throw new Error(`${path} not answered`);
      expect(file.status, path).toBe(200);
      expect(file.headers["content-type"], path).toMatch(types[path.split(".").pop() ?? ""] ?? /^$/);
      for (const [, name] of file.body.matchAll(/^import .* from "\.\/([^"]+)";$/gm)) {
        if (!loaded.includes(`/admin/${name}`)) loaded.push(`/admin/${name}`);
      }
    }
    expect(loaded).toContain("/admin/photo-size.js");
    expect(loaded).toContain("/admin/result-checks.js");
  });

  it("serves each team's sport from the activities as they are now, for the check of a result", async () => {
    const file = await get("/admin/equipos.json");
    if (file === "next") throw new Error("not answered");
    expect(file.headers["content-type"]).toMatch(/^application\/json/);
    expect(JSON.parse(file.body)).toEqual(teamSports());
  });

  it("leaves every other path to the site", async () => {
    expect(await get("/")).toBe("next");
    expect(await get("/administracion")).toBe("next");
  });
});
