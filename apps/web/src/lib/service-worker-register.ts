/**
 * Registers `/sw.js` (built from src/service-worker/) once the page has loaded, so it
 * never competes with the page's own first requests. A page that loaded before the
 * worker was in charge (a first visit) then sends it its address and every URL it
 * loaded, for the worker to save as if it had seen them (src/service-worker/remember.ts):
 * the first visit already works offline.
 *
 * When the worker is turned off (`enabled` false), one that an earlier build installed
 * is unregistered and its caches (and their entries' times) deleted, so the setting
 * takes effect on the next visit.
 * A failure changes nothing for the page. Called by `registerServiceWorker`.
 */
export function startServiceWorker(enabled: boolean): void {
  const workers = navigator.serviceWorker;
  if (!enabled) {
    workers
      .getRegistrations()
      .then(async (registrations) => {
        for (const registration of registrations) await registration.unregister();
        for (const name of await caches.keys()) if (name.startsWith("casa-")) await caches.delete(name);
        // Where the worker's bounds note when each entry was last used (Workbox's expiration).
        globalThis.indexedDB?.deleteDatabase("workbox-expiration");
      })
      .catch(() => {});
    return;
  }
  const register = () => {
    const firstVisit = !workers.controller;
    workers
      .register("/sw.js")
      .then(() => workers.ready)
      .then(({ active }) => {
        if (!firstVisit) return;
        const loaded = performance.getEntriesByType("resource").map((entry) => entry.name);
        active?.postMessage([location.href, ...loaded]);
      })
      .catch(() => {});
  };
  if (document.readyState === "complete") register();
  else addEventListener("load", register, { once: true });
}
