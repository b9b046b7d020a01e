import type { LeagueKey } from "@casa/shared";
import type { FastifyBaseLogger } from "fastify";
import type { CacheEntry, DataKind, EntryId } from "./cache/entry.js";
import { entryId } from "./cache/entry.js";
import type { LeagueCache } from "./cache/league-cache.js";
import { toBuenosAiresIso } from "./lib/buenos-aires-time.js";

/** How a cache entry is being kept up to date, as the scraper registry knows it. */
export interface SourceDescription {
  id: EntryId;
  /** False when the league page's URL is not configured: nothing is fetched. */
  configured: boolean;
  /** Pages the scraper reads for this entry (without query strings). */
  pages: string[];
}

/** The scheduler's view, when one runs. */
export interface ScrapeState {
  enabled: boolean;
  schedule: string;
  running: boolean;
  last_pass_started: string | null;
  last_pass_finished: string | null;
  next_pass: string | null;
}

/**
 * - `ok`: last scrape succeeded; `stale`: last scrape failed, older data served;
 * - `snapshot` / `fallback`: never scraped yet, serving the shipped snapshot or backup;
 * - `not configured`: no league URL set, nothing fetched; `no source`: the league publishes nothing readable.
 */
type SourceState = "ok" | "stale" | "snapshot" | "fallback" | "not configured" | "no source";

interface SourceHealth {
  id: EntryId;
  kind: DataKind;
  key: LeagueKey;
  state: SourceState;
  configured: boolean;
  pages: string[];
  source: string;
  stale: boolean;
  last_update: string;
  last_success: string | null;
  last_attempt: string | null;
  last_error: string | null;
  last_error_at: string | null;
  /** Seconds since `last_update`. */
  age_seconds: number;
}

/** Whether fresh tables reach the cache file, or live only in memory until a restart. */
export interface CacheWriteState {
  file: string;
  /** Why the cache file cannot be written (read-only or missing folder...), or null. */
  problem: string | null;
}

export interface HealthReport {
  /**
   * `degraded` when a configured source's last scrape failed or the cache file cannot
   * be written. The process answers either way.
   */
  status: "ok" | "degraded";
  /** Why the status is not `ok`, in Spanish; empty when it is. */
  problems: string[];
  cache: { file: string; writable: boolean; problem: string | null } | null;
  now: string;
  uptime_seconds: number;
  rss_bytes: number;
  scrape: ScrapeState;
  sources: SourceHealth[];
}

/**
 * What `/api/health` tells anyone: whether the service is well and how fresh each table
 * is, enough for a monitor. The rest of the report (errors, the pages read, the cache
 * file's path, memory, the schedule) is the operator's, in the logs ({@link watchHealth}).
 */
export interface PublicHealth {
  status: HealthReport["status"];
  sources: Array<Pick<SourceHealth, "id" | "state" | "last_update" | "age_seconds">>;
}

export function publicHealth({ status, sources }: HealthReport): PublicHealth {
  return {
    status,
    sources: sources.map(({ id, state, last_update, age_seconds }) => ({
      id,
      state,
      last_update,
      age_seconds,
    })),
  };
}

/**
 * `report`, which also logs the whole report when the status or a source's state changes
 * (ages move on every call: no change), at warn when degraded, at info when ok; the first
 * time only when degraded: a service that starts well has no news. So the service's logs
 * (Cloud Run's, Compose's) carry the detail the public route leaves out, once per change.
 */
export function watchHealth(
  report: () => HealthReport,
  log?: Pick<FastifyBaseLogger, "info" | "warn">,
): () => HealthReport {
  let seen: string | undefined;
  return () => {
    const current = report();
    const summary = JSON.stringify([current.status, current.sources.map((s) => [s.id, s.state])]);
    const news = seen === undefined ? current.status !== "ok" : summary !== seen;
    seen = summary;
    if (log && news) {
      if (current.status === "ok") log.info({ health: current }, "estado del servicio: ok");
      else log.warn({ health: current }, `estado del servicio: degradado (${current.problems.join("; ")})`);
    }
    return current;
  };
}

export interface HealthInputs {
  cache: LeagueCache;
  sources: () => SourceDescription[];
  scrapeState: () => ScrapeState;
  cacheWrites?: () => CacheWriteState;
}

export const NO_SCHEDULER: ScrapeState = {
  enabled: false,
  schedule: "",
  running: false,
  last_pass_started: null,
  last_pass_finished: null,
  next_pass: null,
};

export function buildHealthReport({ cache, sources, scrapeState, cacheWrites }: HealthInputs): HealthReport {
  const now = cache.now();
  const described = new Map(sources().map((s) => [s.id, s]));
  const report = cache
    .all()
    .map((entry) => sourceHealth(entry, described.get(entryId(entry.kind, entry.key)), now));
  const writes = cacheWrites?.();
  const problems = [
    ...report.filter((s) => s.state === "stale").map((s) => `${s.id}: ${s.last_error ?? "sin actualizar"}`),
    ...(writes?.problem ? [`caché sin escribir en ${writes.file}: ${writes.problem}`] : []),
  ];
  return {
    status: problems.length > 0 ? "degraded" : "ok",
    problems,
    cache: writes ? { file: writes.file, writable: writes.problem === null, problem: writes.problem } : null,
    now: toBuenosAiresIso(now),
    uptime_seconds: Math.round(process.uptime()),
    rss_bytes: process.memoryUsage.rss(),
    scrape: scrapeState(),
    sources: report,
  };
}

function sourceHealth(
  entry: CacheEntry,
  description: SourceDescription | undefined,
  now: Date,
): SourceHealth {
  const configured = description?.configured ?? false;
  return {
    id: entryId(entry.kind, entry.key),
    kind: entry.kind,
    key: entry.key,
    state: stateOf(entry, description),
    configured,
    pages: description?.pages ?? [],
    source: entry.source,
    stale: entry.stale,
    last_update: entry.last_update,
    last_success: entry.last_success ?? null,
    last_attempt: entry.last_attempt ?? null,
    last_error: entry.last_error ?? entry.error ?? null,
    last_error_at: entry.last_error_at ?? null,
    age_seconds: Math.max(0, Math.round((now.getTime() - Date.parse(entry.last_update)) / 1000)),
  };
}

function stateOf(entry: CacheEntry, description: SourceDescription | undefined): SourceState {
  if (entry.error !== undefined && description?.configured) return "stale";
  if (!description)
    return entry.origin === "fallback" ? "fallback" : entry.origin === "scrape" ? "ok" : "no source";
  if (!description.configured) return "not configured";
  if (entry.origin === "scrape") return entry.stale ? "stale" : "ok";
  return entry.origin;
}
