import type { DataFreshness } from "@casa/shared";

/**
 * Reading the league service's answers defensively: the pages get whatever the
 * network gives them, so every field is checked here, once, and the rest of the
 * site works with known shapes.
 */

/** How fresh an answer is, as the pages show it under a table or a fixture list. */
export interface Freshness {
  /** ISO date-time of the data (`last_update`), when the answer has a valid one. */
  lastUpdate?: string;
  /** True when the service says it is serving older data after a failed refresh. */
  stale: boolean;
  /** True when the service itself answered with the club's built-in backup data. */
  backup: boolean;
  /** The service's own `error` text, shown as is in a red alert (docs/product.md#error-texts). */
  error?: string;
  /** True when the answer is the copy the service worker saved on this device (no connection). */
  offline: boolean;
}

/** Where a block's data came from: the service (with its freshness) or the page's built-in backup. */
export type DataOrigin = { kind: "service"; freshness: Freshness } | { kind: "backup"; at: Date };

/** What a standings answer holds: its rows (unchecked, see `toDisplayRow`) and freshness. */
export interface StandingsPayload extends Freshness {
  /** `undefined` when the answer has no list at all. */
  rows?: unknown[];
}

type Json = Record<string, unknown>;
export const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);
export const text = (value: unknown): string | undefined =>
  typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;

/**
 * The field the service worker adds to a saved answer it serves for want of a
 * connection (src/service-worker/offline-copy.ts).
 */
const OFFLINE_FIELD = "offline_copy";

/** The service marks its built-in backup with this `source` prefix (`@casa/shared`). */
const BACKUP_SOURCE = /^fallback:/;

export function freshness(...layers: Array<Json | undefined>): Freshness {
  const pick = (field: keyof DataFreshness | typeof OFFLINE_FIELD) =>
    layers.map((layer) => layer?.[field]).find((v) => v !== undefined);
  const lastUpdate = text(pick("last_update"));
  return {
    lastUpdate: lastUpdate && !Number.isNaN(Date.parse(lastUpdate)) ? lastUpdate : undefined,
    stale: pick("stale") === true,
    backup: BACKUP_SOURCE.test(text(pick("source")) ?? ""),
    error: text(pick("error")),
    offline: pick(OFFLINE_FIELD) === true,
  };
}

/**
 * A standings answer: the list itself, `{ standings: [...] }`, or the older
 * `{ standings: { standings: [...], last_update, error } }` (docs/product.md#content-entities, docs/product.md#calls).
 */
export function readStandings(body: unknown): StandingsPayload {
  if (Array.isArray(body)) return { rows: body, stale: false, backup: false, offline: false };
  const root = isObject(body) ? body : {};
  const nested = isObject(root.standings) ? root.standings : undefined;
  const rows = Array.isArray(root.standings)
    ? root.standings
    : Array.isArray(nested?.standings)
      ? nested.standings
      : undefined;
  return { rows, ...freshness(root, nested) };
}

/** What a standings answer shows: its table with its freshness, or an error (with the service's text, if any). */
export type StandingsView =
  | { kind: "table"; rows: unknown[]; freshness: Freshness }
  | { kind: "error"; message?: string };

/**
 * A standings answer as a fan sees it: its table under its freshness and notices; or,
 * when the answer has no rows (no list, or an empty one) and an `error` text, an error
 * with that text, shown as is in a red alert (docs/product.md#error-texts), not an empty
 * table. An `error` that comes with rows is the service saying its last refresh failed
 * (that is for the health endpoint): the table shows with the "datos guardados" badge
 * instead of a technical message.
 */
export function standingsView(body: unknown): StandingsView {
  const { rows, ...freshness } = readStandings(body);
  if (!rows || (rows.length === 0 && freshness.error)) return { kind: "error", message: freshness.error };
  return { kind: "table", rows, freshness };
}
