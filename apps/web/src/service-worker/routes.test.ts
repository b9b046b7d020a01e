import { describe, expect, it } from "vitest";
import { kindOf, type RequestFacts } from "./routes.ts";

/**
 * The worker never answers a navigation under /api/ itself, so it never saves one: the
 * /admin login popup's page (/api/admin/callback) carries the editor's GitHub token. Nor
 * anything of the editor at /admin: its page and its 5 MB of Decap go to the network, and
 * into no cache. The browser tests (e2e/offline.spec.ts) cover what it does answer.
 */
const ORIGIN = "https://casadepadua.com.ar";

const request = (mode: RequestMode, init: { method?: string; headers?: HeadersInit } = {}): RequestFacts => ({
  method: init.method ?? "GET",
  mode,
  headers: new Headers(init.headers),
});

const kind = (path: string, mode: RequestMode, init?: { method?: string; headers?: HeadersInit }) =>
  kindOf(request(mode, init), new URL(path, ORIGIN), ORIGIN);

/** Whether the worker takes the request for `path` on itself: a navigation, or a script's. */
const handles = (path: string, mode: RequestMode) => kind(path, mode) !== undefined;
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

describe("the service worker's four cases", () => {
  it("tells pages, hashed files, league answers and other files apart", () => {
    expect(kind("/", "navigate")).toBe("page");
    expect(kind("/historia?utm_source=x", "navigate")).toBe("page");
    expect(kind("/assets/shell-abc123.js", "no-cors")).toBe("asset");
    expect(kind("/assets/shell-abc123.css?v=2", "cors")).toBe("asset");
    expect(kind("/api/standings/basquet/federal", "cors")).toBe("league");
    expect(kind("/api/fixtures/voley/tira-a", "cors")).toBe("league");
    expect(kind("/historia.data", "cors")).toBe("file");
    expect(kind("/favicon.svg?v=3", "no-cors")).toBe("file");
    // Fetched rather than opened, the home page is a file like any other.
    expect(kind("/", "cors")).toBe("file");
  });

  it("leaves the rest of /api to the network: the health check and the calendar feeds", () => {
    expect(kind("/api/health", "cors")).toBeUndefined();
    expect(kind("/api/fixtures/voley/primera.ics", "cors")).toBeUndefined();
    expect(kind("/api/standings", "cors")).toBeUndefined();
  });

  it("leaves other origins, other methods, range requests and its own file alone", () => {
    expect(kindOf(request("no-cors"), new URL("https://fonts.example/a.woff2"), ORIGIN)).toBeUndefined();
    expect(kind("/api/standings/basquet/federal", "cors", { method: "POST" })).toBeUndefined();
    expect(kind("/videos/club.mp4", "no-cors", { headers: { Range: "bytes=0-" } })).toBeUndefined();
    expect(kind("/sw.js", "same-origin")).toBeUndefined();
  });
});
