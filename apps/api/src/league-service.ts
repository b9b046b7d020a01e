import { writeCacheFileAtomically } from "./cache/cache-file.js";
import { cacheWriteProblem } from "./cache/cache-writable.js";
import { type Clock, LeagueCache } from "./cache/league-cache.js";
import { loadStartupCache, type StartupCache } from "./cache/load-startup-cache.js";
import type { Config } from "./config.js";
import type { CacheWriteState, SourceDescription } from "./health-report.js";
import { createPageFetcher, type PageFetcher } from "./scraper/fetch-page.js";
import { type PassReport, runScrapePass } from "./scraper/run-scrape.js";
import { buildSources, type Source } from "./scraper/sources.js";

/** The cache, the sources and one scrape pass, wired from configuration. */
export interface LeagueService {
  cache: LeagueCache;
  sources: Source[];
  startup: StartupCache;
  runPass: () => Promise<PassReport>;
  describeSources: () => SourceDescription[];
  /** Whether the cache file can be written: checked at start, then by every write. */
  cacheWrites: () => CacheWriteState;
  close: () => Promise<void>;
}

export async function createLeagueService(
  config: Config,
  options: { clock?: Clock; fetcher?: PageFetcher } = {},
): Promise<LeagueService> {
  const startup = await loadStartupCache(config.cacheFile, config.snapshotFile);
  const cache = new LeagueCache(startup.entries, options.clock);
  const sources = buildSources(config);
  const fetcher = options.fetcher ?? createPageFetcher(config.fetch);
  const writes: CacheWriteState = {
    file: config.cacheFile,
    problem: (await cacheWriteProblem(config.cacheFile)) ?? null,
  };
  const descriptions: SourceDescription[] = sources.map((s) => ({
    id: s.id,
    configured: s.scrape !== undefined,
    pages: s.pages,
  }));
  return {
    cache,
    sources,
    startup,
    runPass: () =>
      runScrapePass({
        sources,
        cache,
        fetchPage: fetcher.fetchPage,
        persist: async (current) => {
          try {
            await writeCacheFileAtomically(config.cacheFile, current.toFileContent());
            writes.problem = null;
          } catch (error) {
            writes.problem = (await cacheWriteProblem(config.cacheFile)) ?? (error as Error).message;
            throw error;
          }
        },
      }),
    describeSources: () => descriptions,
    cacheWrites: () => ({ ...writes }),
    close: () => fetcher.close(),
  };
}

/** True when any configured source failed or the cache could not be written. */
export function passFailed(report: PassReport): boolean {
  return report.persistError !== undefined || report.outcomes.some((o) => o.status === "failed");
}
