import SHIPPED from "@casa/shared/snapshot.json" with { type: "json" };
import { endpointPath, type LeagueEndpoint } from "./endpoints.ts";

/**
 * Build time only (a `.server` module: never in the browser's code). The league
 * service's answer to a standings or fixtures call, as the page is prerendered with it
 * (docs/architecture.md#league-tables):
 *
 * - from the running league service at `LEAGUE_SNAPSHOT_URL` (its origin, say
 *   `https://casadepadua.com.ar`), so a deployment's pages carry that day's tables;
 * - otherwise, or when that service does not answer in time, from the snapshot the
 *   league service ships and serves before its first scrape (`@casa/shared/snapshot.json`:
 *   basketball from recorded league pages, dated; volleyball the club's backup, marked).
 *
 * Either way the answer keeps its own date and marks, and the page shows them.
 * Undefined when neither has the data: the page is built with its loading state. The
 * shipped snapshot holds no league matches (see `shippedAnswer`), so a fixtures call
 * (upcoming matches and official results) has an answer only from a running service.
 */
export async function leagueSnapshot(
  name: LeagueEndpoint,
  env: Record<string, string | undefined> = process.env,
): Promise<unknown> {
  const path = endpointPath(name);
  const origin = env.LEAGUE_SNAPSHOT_URL?.trim().replace(/\/+$/, "");
  if (origin) {
    try {
      const response = await fetch(`${origin}${path}`, {
        headers: { Accept: "application/json" },
        signal: AbortSignal.timeout(SNAPSHOT_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`answered ${response.status}`);
      return await response.json();
    } catch (error) {
      console.warn(
        `league snapshot: ${origin}${path} ${error instanceof Error ? error.message : error}; using the shipped snapshot`,
      );
    }
  }
  return shippedAnswer(path);
}

/** How long the build waits for the league service, per table. */
const SNAPSHOT_TIMEOUT_MS = 5_000;

/**
 * A `/api/standings/<key>` answer from the shipped cache file, as the service would send
 * it. Never a fixtures answer: the snapshot has no league matches or results (basketball
 * publishes none, volleyball's entries are the club's backup: apps/api/src/cli/build-snapshot.ts),
 * and its empty lists, dated the day it was made, would pass for "no matches" on a page
 * built months later.
 */
function shippedAnswer(path: string): unknown {
  const entry = SHIPPED.entries.find(
    (candidate) => candidate.kind === "standings" && `/api/standings/${candidate.key}` === path,
  );
  if (!entry || !("standings" in entry)) return undefined;
  const { standings, last_update, source, stale } = entry;
  return { standings, last_update, source, stale };
}
