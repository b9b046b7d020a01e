import { type FetchedPage, type FetchPage, FetchPageError } from "./fetch-page.js";

/**
 * The fetcher one scrape pass uses, over the page fetcher:
 * - one request at a time per host (sources of different hosts still run in parallel);
 * - each page asked for once per pass (several divisions read the same matches page);
 * - once a host has let a request time out, its queued pages fail at once: a host that
 *   never answers delays the pass by one time-out, not one per page.
 */
export function createPassFetcher(fetchPage: FetchPage): FetchPage {
  const pages = new Map<string, Promise<FetchedPage>>();
  const hostQueues = new Map<string, Promise<unknown>>();
  const silentHosts = new Set<string>();

  function fetchInTurn(url: string, host: string): Promise<FetchedPage> {
    const previous = hostQueues.get(host) ?? Promise.resolve();
    const page = previous.then(async () => {
      if (silentHosts.has(host)) {
        throw new FetchPageError(`${host} no respondió a tiempo (se omitió en esta pasada)`, "timeout", host);
      }
      try {
        return await fetchPage(url);
      } catch (error) {
        if (error instanceof FetchPageError && error.failure === "timeout") silentHosts.add(host);
        throw error;
      }
    });
    hostQueues.set(
      host,
      page.catch(() => {}),
    );
    return page;
  }

  return (url) => {
    const known = pages.get(url);
    if (known) return known;
    const page = fetchInTurn(url, hostOf(url));
    pages.set(url, page);
    return page;
  };
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return "";
  }
}
