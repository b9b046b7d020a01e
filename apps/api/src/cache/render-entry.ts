import { createHash } from "node:crypto";
import type { FixturesResponse, StandingsResponse } from "@casa/shared";
import type { CacheEntry, FixturesEntry, StoredResult } from "./entry.js";

/** An entry as the API sends it: the bytes, their ETag, and until when they are right. */
export interface RenderedEntry {
  body: string;
  etag: string;
  /** Epoch ms after which the body must be rebuilt (a match started, a new day); Infinity if never. */
  expiresAt: number;
}

/**
 * Serialises an entry once, when it changes, so the hot route only sends bytes.
 * Fixture lists expire when their first match starts (it is no longer upcoming);
 * official results are all sent, oldest first.
 */
export function renderEntry(entry: CacheEntry, now: Date): RenderedEntry {
  const freshness = {
    last_update: entry.last_update,
    source: entry.source,
    stale: entry.stale,
    ...(entry.error === undefined ? {} : { error: entry.error }),
  };
  if (entry.kind === "standings") {
    const answer: StandingsResponse = { standings: entry.standings, ...freshness };
    return withEtag(JSON.stringify(answer), Number.POSITIVE_INFINITY);
  }
  const { fixtures, expiresAt } = upcomingFixtures(entry, now);
  const resultados = officialResults(entry).map(({ starts_at: _startsAt, ...result }) => result);
  const answer: FixturesResponse = { fixtures, resultados, ...freshness };
  return withEtag(JSON.stringify(answer), expiresAt);
}

export function upcomingFixtures(
  entry: FixturesEntry,
  now: Date,
): { fixtures: FixturesResponse["fixtures"]; expiresAt: number } {
  // The club's backup has a table but no matches: an invented match is never served as
  // upcoming (docs/product.md#league-pages), so a division without a league fixture has none.
  if (entry.origin === "fallback") return { fixtures: [], expiresAt: Number.POSITIVE_INFINITY };
  const upcoming = entry.fixtures
    .map((f) => ({ fixture: f, at: Date.parse(f.starts_at) }))
    .filter(({ at }) => at > now.getTime())
    .sort((a, b) => a.at - b.at);
  return {
    fixtures: upcoming.map(({ fixture: { starts_at: _startsAt, ...fixture } }) => fixture),
    expiresAt: upcoming[0]?.at ?? Number.POSITIVE_INFINITY,
  };
}

/** The entry's official results, oldest first; none in a cache file written before they were read. */
export function officialResults(entry: FixturesEntry): StoredResult[] {
  return [...(entry.resultados ?? [])].sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at));
}

export function withEtag(body: string, expiresAt: number): RenderedEntry {
  const hash = createHash("sha1").update(body).digest("base64url").slice(0, 22);
  return { body, etag: `"${hash}"`, expiresAt };
}
