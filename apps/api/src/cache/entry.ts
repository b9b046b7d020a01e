import type { DataFreshness, Fixture, LeagueKey, OfficialResult, StandingRow } from "@casa/shared";

export type DataKind = "standings" | "fixtures";

/** One cache entry per kind and league: `standings:voley/primera`. */
export type EntryId = `${DataKind}:${LeagueKey}`;

export const entryId = (kind: DataKind, key: LeagueKey): EntryId => `${kind}:${key}`;

/**
 * Where an entry's data came from: a successful scrape, the snapshot shipped with the
 * code, or the club's built-in volleyball backup (never a real table).
 */
type EntryOrigin = "scrape" | "snapshot" | "fallback";

/** A fixture as stored: the shape of `Fixture` (docs/product.md#league-pages) plus its start, so past matches drop out at serve time. */
export interface StoredFixture extends Fixture {
  /** ISO 8601 instant of kick-off. */
  starts_at: string;
}

/** An official result as stored: its kick-off too, to sort results and pick the recent ones. */
export interface StoredResult extends OfficialResult {
  /** ISO 8601 instant of kick-off. */
  starts_at: string;
}

/** Bookkeeping the health endpoint reports; absent fields mean "never happened". */
interface EntryBase extends DataFreshness {
  key: LeagueKey;
  origin: EntryOrigin;
  /** Last time a scrape replaced this entry's data. */
  last_success?: string;
  /** Last time a scrape of this entry was tried, successful or not. */
  last_attempt?: string;
  /** The most recent refresh error, kept after a later success (`error` is only the current one). */
  last_error?: string;
  /** When `last_error` happened. */
  last_error_at?: string;
}

export interface StandingsEntry extends EntryBase {
  kind: "standings";
  standings: StandingRow[];
}

export interface FixturesEntry extends EntryBase {
  kind: "fixtures";
  /** Ignored for `origin: "fallback"`: those are dated at serve time. */
  fixtures: StoredFixture[];
  /** Our finished matches with the league's score; absent in cache files written before results were read. */
  resultados?: StoredResult[];
}

export type CacheEntry = StandingsEntry | FixturesEntry;

/** The cache file and the shipped snapshot share this shape. */
export interface CacheFileContent {
  version: 1;
  written_at: string;
  entries: CacheEntry[];
}
