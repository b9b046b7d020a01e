import { config } from "../config.ts";

/**
 * Starts the service worker (`src/service-worker/`: offline copies of the pages and
 * league tables seen) where the browser has service workers (https or localhost): in
 * production builds unless `VITE_ENABLE_SERVICE_WORKER=false`, and otherwise removes
 * any an earlier build installed. The code that does it is fetched only then, after the
 * page is live: none of it weighs on the first load.
 */
export function registerServiceWorker(): void {
  if (navigator.serviceWorker)
    import("./service-worker-register.ts").then(
      ({ startServiceWorker }) => startServiceWorker(config.serviceWorkerEnabled),
      noop,
    );
}

const noop = () => {};
