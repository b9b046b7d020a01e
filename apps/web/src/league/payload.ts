import { type Freshness, freshness, isObject } from "./answer-fields.ts";

/**
 * Reading the league service's answers defensively: the pages get whatever the
 * network gives them, so every field is checked here, once, and the rest of the
 * site works with known shapes.
 */

/** Where a block's data came from: the service (with its freshness) or the page's built-in backup. */
export type DataOrigin = { kind: "service"; freshness: Freshness } | { kind: "backup"; at: Date };

/** What a standings answer holds: its rows (unchecked, see `toDisplayRow`) and freshness. */
export interface StandingsPayload extends Freshness {
  /** `undefined` when the answer has no list at all. */
  rows?: unknown[];
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
