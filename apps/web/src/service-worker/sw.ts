import { ExpirationPlugin } from "workbox-expiration";
import type { PrecacheEntry } from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import { CacheFirst, NetworkFirst, type Strategy } from "workbox-strategies";
import {
  CACHES,
  LEAGUE_TIMEOUT_SECONDS,
  MAX_ENTRIES,
  outdatedCaches,
  PAGE_TIMEOUT_SECONDS,
} from "./caches.ts";
import { offlineCopy } from "./offline-copy.ts";
import { isHtml, keepIf, keyBy, orShellCopy, serverErrorsUseCopy } from "./plugins.ts";
import { reloadLoopGuard } from "./reload-loop.ts";
import { rememberRequests } from "./remember.ts";
import { FALLBACK_PAGE, kindOf, pathKey, type RequestKind } from "./routes.ts";
import { startShell } from "./shell.ts";

/*
 * The site's service worker: a fan with no signal at the court still sees the pages and
 * the league tables they saw last (issue #8). Built into build/client/sw.js by
 * scripts/build-service-worker.mjs, which writes the shell's list of files into
 * `self.__WB_MANIFEST`; registered by src/lib/service-worker-register.ts (production
 * builds, VITE_ENABLE_SERVICE_WORKER). Every request the site makes falls in one of four
 * cases (routes.ts), each answered by a Workbox strategy with the site's own rules
 * (plugins.ts); the caches and their bounds: caches.ts.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

const shellCopy = startShell(self.__WB_MANIFEST);

/** Entries kept per cache, the least recently used dropped first; deletes by exact key. */
const bound = (maxEntries: number) =>
  new ExpirationPlugin({ maxEntries, matchOptions: { ignoreVary: true } });
const byPath = keyBy(pathKey);
const byAddress = keyBy((url) => url.href);

/**
 * The network's answer, saved when good; the saved copy when the network fails, answers
 * 5xx, or is still silent after the time-out (a time-out only when there is a copy).
 * Without a saved copy, whatever the network gives (the 404 page keeps its status, a
 * redirect is passed on as is).
 */
const STRATEGIES: Record<RequestKind, Strategy> = {
  page: new NetworkFirst({
    cacheName: CACHES.pages,
    networkTimeoutSeconds: PAGE_TIMEOUT_SECONDS,
    matchOptions: { ignoreSearch: true, ignoreVary: true },
    plugins: [byPath, keepIf(isHtml), serverErrorsUseCopy, bound(MAX_ENTRIES.pages), orShellCopy(shellCopy)],
  }),
  asset: new CacheFirst({
    cacheName: CACHES.assets,
    matchOptions: { ignoreSearch: true, ignoreVary: true },
    plugins: [byPath, keepIf(), bound(MAX_ENTRIES.assets), orShellCopy(shellCopy)],
  }),
  league: new NetworkFirst({
    cacheName: CACHES.league,
    networkTimeoutSeconds: LEAGUE_TIMEOUT_SECONDS,
    matchOptions: { ignoreVary: true },
    plugins: [byAddress, keepIf(), serverErrorsUseCopy, bound(MAX_ENTRIES.league), offlineCopy],
  }),
  file: new NetworkFirst({
    cacheName: CACHES.files,
    networkTimeoutSeconds: PAGE_TIMEOUT_SECONDS,
    matchOptions: { ignoreSearch: true, ignoreVary: true },
    plugins: [byAddress, keepIf(), serverErrorsUseCopy, bound(MAX_ENTRIES.files), orShellCopy(shellCopy)],
  }),
};

const mayServeFallback = reloadLoopGuard();

/** A navigation with neither network nor saved page: the shell's SPA fallback page (reload-loop.ts). */
async function fallbackPage(url: URL): Promise<Response> {
  if (!mayServeFallback(pathKey(url))) return Response.error();
  return (await shellCopy(new URL(FALLBACK_PAGE, url))) ?? Response.error();
}

for (const kind of Object.keys(STRATEGIES) as RequestKind[]) {
  const strategy = STRATEGIES[kind];
  registerRoute(
    ({ request, url }) => kindOf(request, url, self.location.origin) === kind,
    kind === "page" ? (options) => strategy.handle(options).catch(() => fallbackPage(options.url)) : strategy,
  );
}

// A new version takes over at once (once its shell is saved): nothing it does can
// break a page already open.
self.addEventListener("install", () => {
  void self.skipWaiting();
});

// Activate: delete the caches of older formats, and take charge of the open pages so
// that what they load from now on (the next page, the league answers) is saved.
self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of outdatedCaches(await caches.keys())) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

// A first visit's page sends its address and what it loaded (remember.ts): each goes
// through its strategy as if it had come through here.
self.addEventListener("message", (event) => {
  const saving = rememberRequests(event.data, self.location.href).map(({ kind, request }) =>
    STRATEGIES[kind].handle({ event, request }),
  );
  event.waitUntil(Promise.allSettled(saving));
});
