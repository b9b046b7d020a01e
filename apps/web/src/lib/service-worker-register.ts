/**
 * Registers `public/sw.js` once the page has loaded, so it never competes with the
 * page's own first requests. A page that loaded before the worker was in charge (a
 * first visit) then sends it its address and every URL it loaded, for the worker to
 * save as if it had seen them: the first visit already works offline. A failure
 * changes nothing for the page. Called by `registerServiceWorker` (service-worker.ts).
 */
export function registerWhenLoaded(): void {
  const workers = navigator.serviceWorker;
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
