import { leagueOf } from "@casa/shared";
import type { CacheEntry, EntryId } from "../cache/entry.js";
import type { LeagueCache } from "../cache/league-cache.js";
import { toBuenosAiresIso } from "../lib/buenos-aires-time.js";
import type { FetchPage } from "./fetch-page.js";
import { createPassFetcher } from "./pass-fetcher.js";
import type { ScrapeOutput, Source } from "./sources.js";
import { validateFixtures, validateResults, validateStandings } from "./validate.js";

interface SourceOutcome {
  id: EntryId;
  status: "updated" | "failed" | "not configured";
  error?: string;
}

export interface PassReport {
  started: string;
  finished: string;
  duration_ms: number;
  outcomes: SourceOutcome[];
  /** Why the cache file could not be written, when it could not. */
  persistError?: string;
}

export interface ScrapeDeps {
  sources: Source[];
  cache: LeagueCache;
  fetchPage: FetchPage;
  /** Writes the cache file; called once per pass, after every source is done. */
  persist: (cache: LeagueCache) => Promise<void>;
}

/**
 * One pass over every configured source: fetch, parse, validate, and only then replace
 * the cache entry. A failure of any kind keeps the entry's data, marks it stale and
 * records the error. Sources run in parallel; the pass fetcher keeps requests to one
 * host sequential. Never throws.
 */
export async function runScrapePass({ sources, cache, fetchPage, persist }: ScrapeDeps): Promise<PassReport> {
  const started = cache.now();
  const passFetch = createPassFetcher(fetchPage);
  const outcomes = await Promise.all(sources.map((source) => scrapeSource(source, cache, passFetch)));
  let persistError: string | undefined;
  if (outcomes.some((o) => o.status !== "not configured")) {
    try {
      await persist(cache);
    } catch (error) {
      persistError = `no se pudo escribir el caché: ${(error as Error).message}`;
    }
  }
  const finished = cache.now();
  return {
    started: toBuenosAiresIso(started),
    finished: toBuenosAiresIso(finished),
    duration_ms: finished.getTime() - started.getTime(),
    outcomes,
    ...(persistError ? { persistError } : {}),
  };
}

async function scrapeSource(
  source: Source,
  cache: LeagueCache,
  fetchPage: FetchPage,
): Promise<SourceOutcome> {
  if (!source.scrape) return { id: source.id, status: "not configured" };
  const previous = cache.get(source.kind, source.key);
  try {
    const output = await source.scrape(fetchPage, cache.now());
    checkOutput(source, output, previous);
    cache.set(successEntry(source, output, previous, toBuenosAiresIso(cache.now())));
    return { id: source.id, status: "updated" };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (previous) cache.set(failureEntry(previous, message, toBuenosAiresIso(cache.now())));
    return { id: source.id, status: "failed", error: message };
  }
}

function checkOutput(source: Source, output: ScrapeOutput, previous: CacheEntry | undefined): void {
  if (output.kind === "fixtures") {
    validateFixtures(output.fixtures);
    validateResults(output.resultados, leagueOf(source.key).sport);
    return;
  }
  // Fewer teams than before means a half-loaded page, unless the source itself changed
  // (a new season's zone), or what we had was the backup rather than a league table.
  const comparable =
    previous?.kind === "standings" && previous.origin === "scrape" && previous.source === output.source;
  const rules = source.rules ?? { playedIsWonPlusLost: true, pointsAreTwoPerWinOnePerLoss: false };
  validateStandings(output.standings, rules, comparable ? previous.standings.length : undefined);
}

function successEntry(
  source: Source,
  output: ScrapeOutput,
  previous: CacheEntry | undefined,
  at: string,
): CacheEntry {
  const common = {
    key: source.key,
    origin: "scrape" as const,
    source: output.source,
    stale: false,
    last_update: at,
    last_success: at,
    last_attempt: at,
    ...(previous?.last_error ? { last_error: previous.last_error } : {}),
    ...(previous?.last_error_at ? { last_error_at: previous.last_error_at } : {}),
  };
  return output.kind === "standings"
    ? { kind: "standings", standings: output.standings, ...common }
    : { kind: "fixtures", fixtures: output.fixtures, resultados: output.resultados, ...common };
}

function failureEntry(previous: CacheEntry, message: string, at: string): CacheEntry {
  return {
    ...previous,
    stale: true,
    error: message,
    last_error: message,
    last_error_at: at,
    last_attempt: at,
  };
}
