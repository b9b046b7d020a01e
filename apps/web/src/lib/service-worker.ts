import { config } from "../config.ts";

/**
 * Starts the service worker (`public/sw.js`: offline copies of the pages and league
 * tables seen) in production builds, where the browser has service workers (https or
 * localhost), unless `VITE_ENABLE_SERVICE_WORKER=false`. The code that registers it is
 * fetched only then, after the page is live: none of it weighs on the first load.
 */
export function registerServiceWorker(): void {
  if (config.serviceWorkerEnabled && navigator.serviceWorker)
    import("./service-worker-register.ts").then(({ registerWhenLoaded }) => registerWhenLoaded(), noop);
}

const noop = () => {};
