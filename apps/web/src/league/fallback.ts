import type { Fixture } from "@casa/shared";
import { buenosAiresDay, fixtureDay } from "./dates.ts";
import { type DataOrigin, readStandings } from "./payload.ts";
import { readFixtures } from "./payload-fixtures.ts";

/**
 * The volleyball division page's fallback rules (docs/product.md#error-texts), as pure functions
 * of what a call gave and the time it ended. The page never shows an error box: when
 * the service fails or sends nothing usable, the club's built-in table for that
 * division is shown, labelled "Usando datos de respaldo - {fecha y hora}" (its rows are
 * fetched only then: pages/voley/volley-backup-standings.tsx). Matches
 * have no backup (docs/product.md#league-pages): an invented match is never shown as
 * upcoming, so without the league's fixture the block says there are none.
 */

/** How one call ended: its parsed JSON body, or a failure (network, time-out, HTTP status). */
export type CallOutcome = { ok: true; body: unknown } | { ok: false; error: unknown };

export interface StandingsBlock {
  rows: readonly unknown[];
  origin: DataOrigin;
}

export interface FixturesBlock {
  /** Upcoming matches, at most {@link MAX_FIXTURES}, in the service's order. */
  fixtures: Fixture[];
  /** The freshness of the service's matches; none when there are no matches to date. */
  origin?: DataOrigin;
  /** The service's `error` text, for the red alert, when it sent no matches with it. */
  error?: string;
}

/** The service's way of saying "no matches": not an error (docs/product.md#error-texts), just no matches. */
export const NO_MATCHES_FOUND = "No se encontraron próximos partidos";

/** The page lists at most three upcoming matches (docs/product.md#business-constants). */
const MAX_FIXTURES = 3;

/**
 * Standings: the service's rows when the call succeeded with a non-empty list;
 * otherwise (failure, list missing, not a list, or empty) undefined: the club's backup
 * shows instead (`backupStandings`), with no error.
 */
export function serviceStandings(outcome: CallOutcome): StandingsBlock | undefined {
  if (!outcome.ok) return undefined;
  const payload = readStandings(outcome.body);
  return payload.rows && payload.rows.length > 0
    ? { rows: payload.rows, origin: { kind: "service", freshness: payload } }
    : undefined;
}

/** The club's backup table as a block, labelled with the time the call ended. */
export const backupStandings = (rows: readonly unknown[], at: Date): StandingsBlock => ({
  rows,
  origin: { kind: "backup", at },
});

/**
 * Fixtures (the backup has no matches, see above):
 * - call failed, answered "No se encontraron próximos partidos", or sent no matches:
 *   no matches and no error (the page says there are no upcoming matches);
 * - any other `error` text and no matches: the text in the alert, and no matches;
 * - otherwise the service's matches from today on, at most three. An `error` sent
 *   along with matches is the service saying its last refresh failed: the matches
 *   show with the "datos guardados" badge, as the standings do, not with a
 *   technical message.
 */
export function decideVolleyFixtures(outcome: CallOutcome, now: Date): FixturesBlock {
  const payload = outcome.ok ? readFixtures(outcome.body) : undefined;
  if (!payload) return { fixtures: [] };
  const received = payload.error === NO_MATCHES_FOUND ? [] : (payload.fixtures ?? []);
  if (received.length === 0) {
    return { fixtures: [], error: payload.error === NO_MATCHES_FOUND ? undefined : payload.error };
  }
  const fixtures = upcomingFixtures(received, now);
  return fixtures.length === 0 ? { fixtures } : { fixtures, origin: { kind: "service", freshness: payload } };
}

/**
 * Matches on or after today's date in Buenos Aires, at most three. A match whose
 * date cannot be read is kept: better shown than silently lost.
 */
export function upcomingFixtures(fixtures: readonly Fixture[], now: Date): Fixture[] {
  const today = buenosAiresDay(now);
  return fixtures.filter((f) => (fixtureDay(f.fecha) ?? today) >= today).slice(0, MAX_FIXTURES);
}
