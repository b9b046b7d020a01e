import type { DataFreshness, StandingRow } from "@casa/shared";
import { LEAGUE_TABLE_COPY } from "../content/league-table.ts";

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

/**
 * A standings row ready to show: the service's row (`StandingRow` of `@casa/shared`, the
 * one definition of its shape) with the defaults of docs/product.md#content-entities, where a missing position is `-`.
 */
export type DisplayRow = Omit<StandingRow, "posicion"> & { posicion: StandingRow["posicion"] | "-" };

const NUMBERS = [
  "puntos",
  "jugados",
  "ganados",
  "perdidos",
  "favor",
  "contra",
] as const satisfies readonly Exclude<keyof StandingRow, "posicion" | "equipo">[];

const toNumber = (value: unknown): number | undefined => {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof n === "number" && Number.isFinite(n) ? n : undefined;
};

/** Missing position '-', missing team 'Equipo desconocido', missing numbers 0. */
export function toDisplayRow(raw: unknown): DisplayRow {
  const row = isObject(raw) ? raw : {};
  const display: DisplayRow = {
    posicion: toNumber(row.posicion) ?? "-",
    equipo: text(row.equipo) ?? LEAGUE_TABLE_COPY.unknownTeam,
    puntos: 0,
    jugados: 0,
    ganados: 0,
    perdidos: 0,
    favor: 0,
    contra: 0,
  };
  for (const field of NUMBERS) display[field] = toNumber(row[field]) ?? 0;
  return display;
}
