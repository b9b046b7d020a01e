// Types of build-service-worker.mjs, for the tests that import it.
export declare const WORKER_SOURCE: string;
export declare const SHELL_FILES: string[];
export declare const NEWS_PAGES_SAVED: number;
export declare function routeDataFile(path: string): string;
export declare function routeDataFiles(sitemap: string): Set<string>;
export declare function shellEntries<Entry extends { url: string }>(
  entries: Entry[],
  dataFiles: Set<string>,
): Entry[];
export declare function buildServiceWorker(options?: {
  dir?: string;
  source?: string;
}): Promise<{ path: string; files: number; shellBytes: number }>;
