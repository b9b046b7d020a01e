import type { DataFreshness } from "@casa/shared";

/**
 * The fields every league answer may carry (standings and fixtures alike), read
 * defensively. Apart from the standings' reader (payload.ts): the home page's
 * next-match search reads fixtures only, and should not download the rest.
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
