/*
 * The site's service worker: a fan with no signal at the court still sees the pages
 * and the league tables they saw last (issue #8). Hand-written and small on purpose:
 * every request the site makes falls in one of four cases below, each with its reason.
 * Registered by src/lib/service-worker.ts (production builds, VITE_ENABLE_SERVICE_WORKER).
 *
 *   navigations          network first (short time-out), else the saved page, else the
 *                        shell's SPA fallback page (it renders any route: their code is saved)
 *   /assets/*            cache first: their names carry a content hash, they never change
 *   league JSON          network first, every good answer saved; with no network the
 *                        saved answer, marked `"offline_copy": true` for the page
 *   other files (images, icons, route data): network first, saved as seen
 *
 * Never handled (the browser does as if there were no worker): non-GET requests, other
 * origins, range requests (video), /api/health and every other /api path (calendar
 * feeds included; navigations to /api/ too, such as the /admin login popup's pages,
 * which carry a token), the editor at /admin (a 5 MB app for the staff, always fresh
 * from the server, and never pushed into a visitor's caches), and this file itself.
 *
 * Five caches, so that nothing a visitor does can push out what the site needs to open
 * offline: the shell (below) lives alone and is never trimmed, only replaced whole by the
 * next build's; pages, other hashed files, other files and league answers each have
 * their own bound, oldest written dropped first. A URL's query string never makes a
 * new page or hashed file (their keys are the path), only a new file or league answer,
 * and those stay within their own bound.
 *
 * Bump VERSION when what is cached or how changes: activation deletes the older caches.
 * A new deploy of the site needs no bump: pages are network first, and the first request
 * for a new build's route manifest (a new hashed name) saves that build's shell again.
 */
const VERSION = "v3";
const SHELL_CACHE = `casa-shell-${VERSION}`;
const PAGES = `casa-pages-${VERSION}`;
const ASSETS = `casa-assets-${VERSION}`;
const FILES = `casa-files-${VERSION}`;
const LEAGUE = `casa-league-${VERSION}`;
const CURRENT = [SHELL_CACHE, PAGES, ASSETS, FILES, LEAGUE];

/**
 * The shell saved at install, in a cache of its own: the home page and the page any
 * other path hydrates from, the files they load, and the code of every route and what
 * it loads later (about 200 KB gzip in all, most of it what the first page has just
 * loaded) and every page's route data, so that offline any page opens, seen before or not.
 */
const FALLBACK_PAGE = "/__spa-fallback.html";
const SHELL = ["/", FALLBACK_PAGE];

/**
 * How long a page waits for the network before the saved copy is shown (only when
 * there is one). On a weak signal a page that never comes is worse than yesterday's.
 */
const PAGE_TIMEOUT_MS = 3000;
/** Same for league answers; below the page's own 10 s, so the saved table wins first. */
const LEAGUE_TIMEOUT_MS = 5000;

/**
 * Entries kept per cache, oldest written dropped first (old deploys' assets go away).
 * The shell has no bound of its own: it holds one build's shell, nothing else.
 */
const LIMITS = { [PAGES]: 60, [ASSETS]: 150, [FILES]: 150, [LEAGUE]: 40 };

/** What the page reads to tell a saved answer (src/league/payload.ts). */
const OFFLINE_FIELD = "offline_copy";

/** Standings and fixtures JSON; the `.ics` calendar feeds are not saved. */
const isLeagueAnswer = (url) => /^\/api\/(standings|fixtures)\/[^.]+$/.test(url.pathname);

/** The editor's page and files (/admin, /admin/…): never answered nor saved here. */
const isEditor = (url) => url.pathname === "/admin" || url.pathname.startsWith("/admin/");

/** The cache key of a page or a hashed file: its path, without query or fragment. */
const pageKey = (url) => url.origin + url.pathname;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A response worth saving: a real 200 from our own origin (no 404 page, no redirect). */
const keepable = (response) => response.ok && response.type === "basic" && !response.redirected;

const isHtml = (response) => (response.headers.get("Content-Type") ?? "").includes("text/html");

async function save(cacheName, key, response) {
  await (await caches.open(cacheName)).put(key, response);
  await trim(cacheName);
}

async function trim(cacheName) {
  const cache = await caches.open(cacheName);
  const keys = await cache.keys();
  for (const old of keys.slice(0, Math.max(0, keys.length - LIMITS[cacheName]))) await cache.delete(old);
}

async function saved(cacheName, key) {
  const options = { ignoreSearch: cacheName !== LEAGUE, ignoreVary: true };
  const copy = await (await caches.open(cacheName)).match(key, options);
  // Pages, hashed files and route data may also be the shell's.
  if (copy || cacheName === LEAGUE) return copy;
  return (await caches.open(SHELL_CACHE)).match(key, options);
}

// Install: save the shell. A file that fails to come does not fail the install; the
// two pages must come (without them there is nothing to show offline).
self.addEventListener("install", (event) => {
  // A new version takes over at once: nothing it does can break a page already open.
  event.waitUntil(saveShell().then(() => self.skipWaiting()));
});

/** Hashed files named in a page or a script: `/assets/x.js` in pages and the manifest… */
const ASSET_URLS = /\/assets\/[^"'`\s\\&<>)]+/g;
/** …and, in a script, what it imports later: `./x.js`, or `assets/x.css` in its preload list. */
const CHUNK_NAMES = /["'`](?:\.\/|assets\/)([\w.-]+\.(?:js|css))["'`]/g;

async function saveShell() {
  const shell = await caches.open(SHELL_CACHE);
  const kept = new Set();
  const assets = new Set();
  for (const path of SHELL) {
    const response = await fetch(path, { cache: "no-cache" });
    // nginx keeps the fallback page internal and sends it as its 404 page: a 404 with
    // HTML is that page too (vite preview serves it as a plain file).
    const served = response.ok || (path === FALLBACK_PAGE && response.status === 404);
    if (!served || !isHtml(response)) throw new Error(`${path}: ${response.status}`);
    const html = await response.text();
    for (const [asset] of html.matchAll(ASSET_URLS)) assets.add(asset);
    const page = new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8" } });
    const key = pageKey(new URL(path, self.location.href));
    await shell.put(key, page);
    kept.add(key);
  }
  // Every page's route data (`/historia.data`: its photo, its copy), which the fallback
  // page needs to render a page never seen; the sitemap names every page.
  await saveRouteData(shell, kept);
  // Then every file those load, wave after wave: the route manifest names each route's
  // code, and each script names the ones it imports later (the footer, the tables...).
  // Most come from the browser's HTTP cache: the page has just loaded them.
  let wave = [...assets];
  while (wave.length > 0) {
    const next = [];
    await Promise.allSettled(
      wave.map(async (asset) => {
        const response = await fetch(asset);
        if (!keepable(response)) return;
        if (asset.endsWith(".js")) {
          const code = await response.clone().text();
          for (const [found, name] of [...code.matchAll(ASSET_URLS), ...code.matchAll(CHUNK_NAMES)]) {
            const url = name ? `/assets/${name}` : found;
            if (assets.has(url)) continue;
            assets.add(url);
            next.push(url);
          }
        }
        const key = pageKey(new URL(asset, self.location.href));
        await shell.put(key, response);
        kept.add(key);
      }),
    );
    wave = next;
  }
  // The shell is now this build's: an earlier build's files go.
  for (const old of await shell.keys()) if (!kept.has(old.url)) await shell.delete(old);
}

/**
 * News items saved at install: the newest (the sitemap lists them newest first). The
 * archive grows with every item the club posts, and a thousand would be a thousand
 * requests on a fan's first visit; older items and the news list's later pages are
 * saved when read, as any page. Drafts are never built, so never in the sitemap.
 */
const NEWS_PAGES_SAVED = 12;

/** The route data of every page the sitemap lists (news: the newest), into the shell (a missing one is skipped). */
async function saveRouteData(shell, kept) {
  const sitemap = await fetch("/sitemap.xml", { cache: "no-cache" }).catch(() => undefined);
  if (!sitemap?.ok) return;
  let news = 0;
  const pages = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map(([, loc]) => new URL(loc).pathname.replace(/\/$/, ""))
    .filter((path) => path !== "")
    .filter((path) => !/^\/novedades\/(?!pagina\/)/.test(path) || ++news <= NEWS_PAGES_SAVED)
    .filter((path) => !path.startsWith("/novedades/pagina/"));
  await Promise.allSettled(
    pages.map(async (path) => {
      const response = await fetch(`${path}.data`);
      if (!keepable(response)) return;
      const key = pageKey(new URL(`${path}.data`, self.location.href));
      await shell.put(key, response);
      kept.add(key);
    }),
  );
}

// Activate: delete the caches of older versions, and take charge of the open pages so
// that what they load from now on (the next page, the league answers) is saved.
self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith("casa-") && !CURRENT.includes(name)) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

// A page that loaded before this worker was in charge sends its own address and every
// URL it loaded (src/lib/service-worker.ts): they are saved as if they had come through
// here, so the first visit is already there offline.
self.addEventListener("message", (event) => {
  if (!Array.isArray(event.data)) return;
  const [page, ...loaded] = event.data;
  event.waitUntil(Promise.allSettled([remember(page, true), ...loaded.map((url) => remember(url, false))]));
});

async function remember(href, isPage) {
  const url = new URL(String(href), self.location.href);
  if (url.origin !== self.location.origin || isEditor(url)) return;
  if (isPage) {
    const response = await fetch(url.href);
    if (keepable(response) && isHtml(response)) await save(PAGES, pageKey(url), response);
  } else if (url.pathname.startsWith("/assets/")) {
    if (await saved(ASSETS, pageKey(url))) return;
    const response = await fetch(url.href);
    if (keepable(response)) await save(ASSETS, pageKey(url), response);
  } else if (isLeagueAnswer(url)) {
    const response = await fetch(url.href, { headers: { Accept: "application/json" } });
    if (keepable(response)) await save(LEAGUE, url.href, response);
  } else if (!url.pathname.startsWith("/api/") && url.pathname !== "/sw.js") {
    const response = await fetch(url.href);
    if (keepable(response)) await save(FILES, url.href, response);
  }
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET" || request.headers.has("Range")) return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname === "/sw.js" || isEditor(url)) return;
  // A page under /api/ is the league service's, never the site's: the /admin login
  // popup's (/api/admin/callback) carries the editor's GitHub token, and must not be saved.
  if (request.mode === "navigate" && url.pathname.startsWith("/api/")) return;

  if (request.mode === "navigate") {
    event.respondWith(
      networkFirst(event, PAGES, pageKey(url), PAGE_TIMEOUT_MS, isHtml).catch(() => fallbackPage(url)),
    );
  } else if (url.pathname.startsWith("/assets/")) {
    event.respondWith(cacheFirst(event, pageKey(url)));
  } else if (isLeagueAnswer(url)) {
    event.respondWith(networkFirst(event, LEAGUE, url.href, LEAGUE_TIMEOUT_MS, () => true, markOffline));
  } else if (!url.pathname.startsWith("/api/")) {
    event.respondWith(networkFirst(event, FILES, url.href, PAGE_TIMEOUT_MS, () => true));
  }
  // Any other /api path (health, calendar feeds): straight to the network, never saved.
});

/**
 * The network's answer, saved when good; the saved copy when the network fails, answers
 * 5xx (a proxy with the service down), or is still silent after `timeoutMs`. Without a
 * saved copy, whatever the network gives (the 404 page keeps its status, a redirect is
 * passed on as is). `fromCache` turns the saved copy into the answer.
 */
async function networkFirst(event, cacheName, key, timeoutMs, worthSaving, fromCache = (r) => r) {
  const network = fetch(event.request).then((response) => {
    if (keepable(response) && worthSaving(response)) {
      return save(cacheName, key, response.clone()).then(
        () => response,
        () => response,
      );
    }
    return response;
  });
  // Saving may finish after the page got its answer (a late network answer after a time-out).
  event.waitUntil(network.catch(() => {}));
  const copy = await saved(cacheName, key);
  if (!copy) return network;
  const good = network.then((response) => (response.status >= 500 ? Promise.reject() : response));
  const late = sleep(timeoutMs).then(() => Promise.reject());
  return Promise.race([good, late]).catch(() => fromCache(copy));
}

/** When the fallback page was last served offline, per address (see `fallbackPage`). */
const fallbackServed = new Map();
const RELOAD_LOOP_MS = 5000;

/**
 * A navigation with neither network nor saved page: the saved SPA fallback page, which
 * renders whatever route the address names. Should that route's code be missing too,
 * React Router reloads the page, again and again: the same address asked for again
 * within seconds gets the browser's own offline page instead, which ends the loop.
 */
async function fallbackPage(url) {
  const key = pageKey(url);
  const last = fallbackServed.get(key) ?? 0;
  fallbackServed.set(key, Date.now());
  if (Date.now() - last < RELOAD_LOOP_MS) return Response.error();
  const shell = await caches.open(SHELL_CACHE);
  return (await shell.match(pageKey(new URL(FALLBACK_PAGE, self.location.href)))) ?? Response.error();
}

async function cacheFirst(event, key) {
  const copy = await saved(ASSETS, key);
  if (copy) return copy;
  const response = await fetch(event.request);
  if (keepable(response)) {
    event.waitUntil(save(ASSETS, key, response.clone()));
    // A route manifest not seen before: a new build is live, save its shell and routes.
    if (key.includes("/assets/manifest-")) event.waitUntil(saveShell().catch(() => {}));
  }
  return response;
}

/** A saved league answer, marked so the page says it is this phone's copy (no connection). */
async function markOffline(copy) {
  const body = await copy.json();
  if (body && typeof body === "object" && !Array.isArray(body)) body[OFFLINE_FIELD] = true;
  return new Response(JSON.stringify(body), {
    headers: { "Content-Type": "application/json; charset=utf-8" },
  });
}
