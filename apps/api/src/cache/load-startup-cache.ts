import { readCacheFile, removeLeftoverTempFiles } from "./cache-file.js";
import type { CacheEntry } from "./entry.js";
import { entryId } from "./entry.js";

export interface StartupCache {
  entries: CacheEntry[];
  /** Which file the entries came from, for the start-up log. */
  loadedFrom: "cache" | "snapshot";
  /** Why the deployment's cache file was not used, when it was not. */
  cacheProblem?: string;
}

/**
 * The deployment's cache file when it is readable, else the snapshot shipped with the
 * code. Entries the cache file lacks (a league added since it was written) come from
 * the snapshot, so every route has something to serve from the first request.
 */
export async function loadStartupCache(cacheFile: string, snapshotFile: string): Promise<StartupCache> {
  const snapshot = await readCacheFile(snapshotFile);
  await removeLeftoverTempFiles(cacheFile);
  let cached: CacheEntry[];
  try {
    cached = (await readCacheFile(cacheFile)).entries;
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === "ENOENT";
    return {
      entries: snapshot.entries,
      loadedFrom: "snapshot",
      ...(missing ? {} : { cacheProblem: `caché ilegible, se usa el snapshot: ${(error as Error).message}` }),
    };
  }
  const present = new Set(cached.map((e) => entryId(e.kind, e.key)));
  const missingFromCache = snapshot.entries.filter((e) => !present.has(entryId(e.kind, e.key)));
  return { entries: [...cached, ...missingFromCache], loadedFrom: "cache" };
}
