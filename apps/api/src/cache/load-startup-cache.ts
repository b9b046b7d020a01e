import { readCacheFile, removeLeftoverTempFiles } from "./cache-file.js";
import type { CacheEntry, CacheFileContent } from "./entry.js";
import { entryId } from "./entry.js";

export interface StartupCache {
  entries: CacheEntry[];
  /** Which file the entries came from, for the start-up log. */
  loadedFrom: "cache" | "snapshot";
  /** Why the deployment's cache file was not used, when it was not. */
  cacheProblem?: string;
  /** Why the shipped snapshot could not be read, when it could not (the cache sufficed). */
  snapshotProblem?: string;
}

/** Neither the cache file nor the snapshot could be read: nothing to serve. */
export class NoStartupDataError extends Error {
  override name = "NoStartupDataError";
}

/**
 * The deployment's cache file when it is readable, else the snapshot shipped with the
 * code. Entries the cache file lacks (a league added since it was written) come from
 * the snapshot, when there is one. Either file alone is enough to start; with neither,
 * throws {@link NoStartupDataError} saying why each was unusable.
 */
export async function loadStartupCache(cacheFile: string, snapshotFile: string): Promise<StartupCache> {
  const [snapshot, cache] = await Promise.all([tryRead(snapshotFile), readDeploymentCache(cacheFile)]);
  const snapshotProblem = "problem" in snapshot ? snapshot.problem : undefined;
  if ("content" in cache) {
    const cached = cache.content.entries;
    const present = new Set(cached.map((e) => entryId(e.kind, e.key)));
    const missingFromCache =
      "content" in snapshot
        ? snapshot.content.entries.filter((e) => !present.has(entryId(e.kind, e.key)))
        : [];
    return {
      entries: [...cached, ...missingFromCache],
      loadedFrom: "cache",
      ...(snapshotProblem
        ? { snapshotProblem: `snapshot ilegible (${snapshotFile}): ${snapshotProblem}` }
        : {}),
    };
  }
  const cacheProblem = cache.missing ? undefined : `caché ilegible, se usa el snapshot: ${cache.problem}`;
  if ("content" in snapshot) {
    return {
      entries: snapshot.content.entries,
      loadedFrom: "snapshot",
      ...(cacheProblem ? { cacheProblem } : {}),
    };
  }
  throw new NoStartupDataError(
    `no hay datos para empezar: el caché ${cacheFile} ${cache.missing ? "no existe" : `es ilegible (${cache.problem})`} y el snapshot ${snapshotFile} es ilegible (${snapshotProblem})`,
  );
}

type ReadResult = { content: CacheFileContent } | { problem: string; missing: boolean };

async function tryRead(file: string): Promise<ReadResult> {
  try {
    return { content: await readCacheFile(file) };
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === "ENOENT";
    return { problem: missing ? "no existe" : (error as Error).message, missing };
  }
}

async function readDeploymentCache(file: string): Promise<ReadResult> {
  await removeLeftoverTempFiles(file);
  return tryRead(file);
}
