import { describe, expect, it } from "vitest";
import type { WorkboxPlugin } from "workbox-core/types.js";
import {
  isHtml,
  keepable,
  keepIf,
  keyBy,
  orShellCopy,
  serverErrorsUseCopy,
  shellResponses,
} from "./plugins.ts";
import { pathKey } from "./routes.ts";

const ORIGIN = "https://casadepadua.com.ar";
const event = {} as ExtendableEvent;
const request = (path: string) => new Request(`${ORIGIN}${path}`);
const html = (status = 200, headers: HeadersInit = {}) =>
  new Response("<!doctype html><title>x</title>", {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8", ...headers },
  });
/** A response as `fetch` gives it: same-origin (`basic`), maybe after a redirect. */
const fetched = (response: Response, redirected = false) => {
  Object.defineProperty(response, "type", { value: "basic" });
  Object.defineProperty(response, "redirected", { value: redirected });
  return response;
};

/** The plugin's callback `name`, which it must have. */
function callback<K extends keyof WorkboxPlugin>(
  plugin: WorkboxPlugin,
  name: K,
): NonNullable<WorkboxPlugin[K]> {
  const found = plugin[name];
  if (!found) throw new Error(`the plugin has no ${name}`);
  return found;
}

describe("what is worth saving", () => {
  it("keeps a real 200 of our own origin: no 404 page, no redirect, no other origin's answer", () => {
    expect(keepable(fetched(html()))).toBe(true);
    expect(keepable(fetched(html(404)))).toBe(false);
    expect(keepable(fetched(html(), true))).toBe(false);
    // Built here, not fetched: the type is "default", as no network answer's is.
    expect(keepable(html())).toBe(false);
  });

  it("saves a page only as HTML, other answers as they come", async () => {
    const pages = callback(keepIf(isHtml), "cacheWillUpdate");
    const page = fetched(html());
    expect(await pages({ request: request("/historia"), response: page, event })).toBe(page);
    const json = fetched(Response.json({}));
    expect(await pages({ request: request("/historia"), response: json, event })).toBeNull();
    expect(
      await callback(keepIf(), "cacheWillUpdate")({ request: request("/x"), response: json, event }),
    ).toBe(json);
  });
});

describe("cache keys", () => {
  it("keys a page or hashed file by its path, a file or league answer by its whole address", async () => {
    const byPath = callback(keyBy(pathKey), "cacheKeyWillBeUsed");
    const byAddress = callback(
      keyBy((url) => url.href),
      "cacheKeyWillBeUsed",
    );
    const asked = new Request(`${ORIGIN}/historia?utm_source=whatsapp#fotos`, {
      headers: { Accept: "text/html" },
    });
    expect(await byPath({ request: asked, mode: "write", event })).toBe(`${ORIGIN}/historia`);
    expect(await byAddress({ request: request("/favicon.svg?v=2"), mode: "read", event })).toBe(
      `${ORIGIN}/favicon.svg?v=2`,
    );
  });
});

describe("a 5xx answer counts as no network", () => {
  const succeed = callback(serverErrorsUseCopy, "fetchDidSucceed");
  const didError = callback(serverErrorsUseCopy, "handlerDidError");

  it("passes every other answer on, 404 and redirects included", async () => {
    for (const status of [200, 301, 404]) {
      const response = new Response(null, { status });
      expect(await succeed({ request: request("/x"), response, event, state: {} })).toBe(response);
    }
  });

  it("fails the fetch, so the saved copy is used; with no copy the 5xx itself is the answer", async () => {
    const state = {};
    const response = new Response('{"error":"Servicio no disponible"}', { status: 503 });
    await expect(succeed({ request: request("/api/standings/a/b"), response, event, state })).rejects.toThrow(
      "503",
    );
    const error = new Error("no-response");
    expect(await didError({ request: request("/api/standings/a/b"), event, error, state })).toBe(response);
    expect(await didError({ request: request("/x"), event, error, state: {} })).toBeUndefined();
  });
});

describe("the shell's copies", () => {
  it("are used where a strategy's own cache has none, looked up by path", async () => {
    const shellCopy = async (url: URL) =>
      url.pathname === "/historia.data" ? new Response("shell") : undefined;
    const use = callback(orShellCopy(shellCopy), "cachedResponseWillBeUsed");
    const own = new Response("own");
    const args = { cacheName: "casa-files-v4", event };
    expect(await use({ ...args, request: request("/historia.data"), cachedResponse: own })).toBe(own);
    expect(await (await use({ ...args, request: request("/historia.data") }))?.text()).toBe("shell");
    expect(await use({ ...args, request: request("/otra.data") })).toBeUndefined();
  });

  it("take a 200, and the fallback page also as nginx's 404 page, saved as a 200", async () => {
    const accept = callback(shellResponses, "cacheWillUpdate");
    const asset = new Response("code", { headers: { "Content-Type": "text/javascript" } });
    expect(await accept({ request: request("/assets/a-1.js"), response: asset, event })).toBe(asset);
    const home = html();
    expect(await accept({ request: request("/"), response: home, event })).toBe(home);

    const fallback = await accept({
      request: request("/__spa-fallback.html"),
      response: html(404, { "Content-Length": "31", "Content-Security-Policy": "default-src 'self'" }),
      event,
    });
    expect(fallback?.status).toBe(200);
    expect(fallback?.headers.get("Content-Security-Policy")).toBe("default-src 'self'");
    expect(fallback?.headers.has("Content-Length")).toBe(false);
    expect(await fallback?.text()).toContain("<title>x</title>");
  });

  it("refuse what would leave nothing to show: a page that is not HTML, any other 404", async () => {
    const accept = callback(shellResponses, "cacheWillUpdate");
    const notFound = new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
    expect(await accept({ request: request("/__spa-fallback.html"), response: notFound, event })).toBeNull();
    expect(await accept({ request: request("/"), response: Response.json({}), event })).toBeNull();
    expect(await accept({ request: request("/historia.data"), response: html(404), event })).toBeNull();
    expect(await accept({ request: request("/assets/a-1.js"), response: html(500), event })).toBeNull();
  });
});
