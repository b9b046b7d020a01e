import type { LeagueKey, VolleyDivision } from "@casa/shared";
import { VOLLEY_FALLBACK, volleyFallbackSource } from "@casa/shared";
import type { FixturesEntry, StandingsEntry } from "./entry.js";

/**
 * Entries that exist before any real scrape: the volleyball backup and the leagues
 * whose fixtures cannot be read. They are how the snapshot is made.
 */

/** The club's volleyball backup table: always marked stale, its source says fallback. */
export function fallbackStandingsEntry(division: VolleyDivision, at: string): StandingsEntry {
  return {
    kind: "standings",
    key: `voley/${division}`,
    origin: "fallback",
    standings: VOLLEY_FALLBACK[division].standings,
    last_update: at,
    source: volleyFallbackSource(division),
    stale: true,
  };
}

/** The backup matches; their dates are set when served, so they are never in the past. */
export function fallbackFixturesEntry(division: VolleyDivision, at: string): FixturesEntry {
  return {
    kind: "fixtures",
    key: `voley/${division}`,
    origin: "fallback",
    fixtures: [],
    last_update: at,
    source: volleyFallbackSource(division),
    stale: true,
  };
}

export const BASKETBALL_FIXTURES_SOURCE =
  "sin fuente: la Liga Federal todavía no publica un fixture que el servicio pueda leer; no hay partidos para mostrar";

/** A league that publishes no fixtures we can read: an honest empty list. */
export function unpublishedFixturesEntry(key: LeagueKey, at: string, source: string): FixturesEntry {
  return { kind: "fixtures", key, origin: "snapshot", fixtures: [], last_update: at, source, stale: false };
}
