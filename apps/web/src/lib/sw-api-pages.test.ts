// @vitest-environment node
import { readFileSync } from "node:fs";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";

/**
 * public/sw.js never answers a navigation under /api/ itself, so it never saves one: the
 * /admin login popup's page (/api/admin/callback) carries the editor's GitHub token. Nor
 * anything of the editor at /admin: its page and its 5 MB of Decap go to the network, and
 * into no cache. The worker's fetch listener runs here with just enough of a worker's
 * globals; the browser tests (e2e/offline.spec.ts) cover what it does answer.
 */
const ORIGIN = "https://casadepadua.com.ar";

function fetchListener() {
  const listeners = new Map<string, (event: unknown) => void>();
  const self = {
    location: { origin: ORIGIN, href: `${ORIGIN}/sw.js` },
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
  };
  const source = readFileSync(new URL("../../public/sw.js", import.meta.url), "utf8");
  runInNewContext(source, { self, URL, Headers, setTimeout, caches: {}, fetch: () => new Promise(() => {}) });
  const listener = listeners.get("fetch");
  if (!listener) throw new Error("sw.js registers no fetch listener");
  return listener;
}

/** Whether the worker takes the request for `path` on itself (`respondWith`): a navigation, or a script's. */
function handles(path: string, mode: "navigate" | "cors" | "no-cors"): boolean {
  let handled = false;
  fetchListener()({
    request: { method: "GET", mode, url: `${ORIGIN}${path}`, headers: new Headers() },
    respondWith: (answer: Promise<unknown>) => {
      handled = true;
      answer.catch(() => {});
    },
    waitUntil: (work: Promise<unknown>) => work.catch(() => {}),
  });
  return handled;
}

const handlesNavigation = (path: string) => handles(path, "navigate");

describe("the service worker and the league service's pages", () => {
  it("leaves navigations under /api/ to the browser, the /admin login popup's above all", () => {
    expect(handlesNavigation("/api/admin/callback?code=abc&state=def")).toBe(false);
    expect(handlesNavigation("/api/admin/auth?provider=github&scope=repo")).toBe(false);
    expect(handlesNavigation("/api/fixtures/voley/primera.ics")).toBe(false);
  });

  it("still answers the site's own pages", () => {
    expect(handlesNavigation("/voley/primera")).toBe(true);
  });
});

describe("the service worker and the editor at /admin", () => {
  it("leaves its page to the browser, with or without the slash", () => {
    expect(handlesNavigation("/admin")).toBe(false);
    expect(handlesNavigation("/admin/")).toBe(false);
    expect(handlesNavigation("/admin/#/collections/noticias")).toBe(false);
  });

  it("leaves its files to the browser: Decap's code, its chunks and its configuration", () => {
    for (const file of ["/admin/decap-cms.js", "/admin/977.decap-cms.js", "/admin/config.yml"]) {
      expect(handles(file, "no-cors"), file).toBe(false);
      expect(handles(file, "cors"), file).toBe(false);
    }
  });

  it("still answers a page of the site whose name merely starts like it", () => {
    expect(handlesNavigation("/administracion")).toBe(true);
    expect(handles("/images/admin-foto.jpg", "no-cors")).toBe(true);
  });
});
