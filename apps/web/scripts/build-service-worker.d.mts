// Types of build-service-worker.mjs, for the build's finishing (vite-post-build.ts) and the tests.
export declare const NEWS_PAGES_SAVED: number;
export declare const REPORT_PAGES_SAVED: number;
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
export declare function serviceWorkerSummary(built: {
  path: string;
  files: number;
  shellBytes: number;
}): string;
