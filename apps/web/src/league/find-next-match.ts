import type { LeagueKey } from "@casa/shared";
import { leagueEndpoint } from "./endpoints.ts";
import { fetchLeague } from "./fetch-league.ts";
import { type NextMatch, nextMatch } from "./next-match.ts";
import { readFixtures } from "./payload-fixtures.ts";

// The "Próximo partido" slot's search (next-match-slot.tsx), apart from the rules in
// next-match.ts: the volleyball board finds its match in the calls it already made, and
// its code does not carry this one.

/**
 * Asks the league service for each league's fixtures at once and returns the next
 * match among them. A league whose call fails simply has no match to offer: the card
 * is a bonus, never an error box.
 */
export async function findNextMatch(
  leagues: readonly LeagueKey[],
  signal?: AbortSignal,
  now: () => Date = () => new Date(),
): Promise<NextMatch | undefined> {
  const answers = await Promise.all(
    leagues.map((league) =>
      fetchLeague(leagueEndpoint(league, "fixtures"), signal).then(
        (body) => ({ league, fixtures: readFixtures(body).fixtures ?? [] }),
        () => ({ league, fixtures: [] }),
      ),
    ),
  );
  return nextMatch(answers, now());
}
