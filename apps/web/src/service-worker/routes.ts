/**
 * Which of the worker's four cases a request falls in (sw.ts answers each), or none:
 *
 *   page     a navigation: network first (short time-out), else the saved page, else the
 *            shell's SPA fallback page (it renders any route: their code is saved)
 *   asset    /assets/*: cache first, their names carry a content hash, they never change
 *   league   league JSON: network first, every good answer saved; with no network the
 *            saved answer, marked `"offline_copy": true` for the page (offline-copy.ts)
 *   file     other files (images, icons, route data): network first, saved as seen
 *
 * None (the browser does as if there were no worker): non-GET requests, other origins,
 * range requests (video), /api/health and every other /api path (calendar feeds
 * included; navigations to /api/ too, such as the /admin login popup's pages, which
 * carry a token), the editor at /admin (a 5 MB app for the staff, always fresh from the
 * server, and never pushed into a visitor's caches), and the worker's own file.
 *
 * No worker globals here: the unit tests run it as is.
 */
export type RequestKind = "page" | "asset" | "league" | "file";

/** What of a request decides its case. */
export type RequestFacts = Pick<Request, "method" | "mode" | "headers">;

/** Where the worker is registered (src/lib/service-worker-register.ts) and served from. */
const WORKER_PATH = "/sw.js";

/** The page that renders any route (build/client/__spa-fallback.html; nginx's 404 page). */
export const FALLBACK_PAGE = "/__spa-fallback.html";

/** Standings and fixtures JSON; the `.ics` calendar feeds are not saved. */
const isLeagueAnswer = (url: URL): boolean => /^\/api\/(standings|fixtures)\/[^.]+$/.test(url.pathname);

/** The editor's page and files (/admin, /admin/…): never answered nor saved here. */
const isEditor = (url: URL): boolean => url.pathname === "/admin" || url.pathname.startsWith("/admin/");

/** The cache key of a page or a hashed file: its path, without query or fragment. */
export const pathKey = (url: URL): string => url.origin + url.pathname;

/** The case of `request` for `url`, seen from a worker at `origin`; `undefined`: not the worker's. */
export function kindOf(request: RequestFacts, url: URL, origin: string): RequestKind | undefined {
  if (request.method !== "GET" || request.headers.has("Range")) return undefined;
  if (url.origin !== origin || url.pathname === WORKER_PATH || isEditor(url)) return undefined;
  const api = url.pathname.startsWith("/api/");
  // A page under /api/ is the league service's, never the site's: the /admin login
  // popup's (/api/admin/callback) carries the editor's GitHub token, and must not be saved.
  if (request.mode === "navigate") return api ? undefined : "page";
  if (url.pathname.startsWith("/assets/")) return "asset";
  if (isLeagueAnswer(url)) return "league";
  // Any other /api path (health, calendar feeds): straight to the network, never saved.
  return api ? undefined : "file";
}
