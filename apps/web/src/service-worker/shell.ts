import { PrecacheController, type PrecacheEntry } from "workbox-precaching";
import { CACHES } from "./caches.ts";
import { shellResponses } from "./plugins.ts";

/**
 * The shell, saved at install in a cache of its own, so that offline any page opens,
 * seen before or not: the home page and the page any other path hydrates from
 * (/__spa-fallback.html), the code of every route and all it loads later (about 200 KB
 * gzip in all, most of it what the first page has just loaded), and every page's route
 * data (`/historia.data`: its photo, its copy), which the fallback page needs to render
 * a page never seen. The build lists them, each with a revision, from its own files
 * (scripts/build-service-worker.mjs): `manifest` is that list.
 *
 * Install fails when a file of the list does not come, and the browser tries again on
 * a later visit; activation drops the files an earlier build listed and this one does
 * not. Returns the lookup of a saved copy by path (a query string does not count).
 */
export function startShell(
  manifest: Array<PrecacheEntry | string>,
): (url: URL) => Promise<Response | undefined> {
  const shell = new PrecacheController({ cacheName: CACHES.shell, plugins: [shellResponses] });
  shell.precache(manifest);
  return (url) => shell.matchPrecache(url.origin + url.pathname);
}
