import type { Fixture } from "@casa/shared";
import { JsonLd } from "../../components/json-ld.tsx";
import { FixtureList } from "../../league/components/fixture-list.tsx";
import { NextMatchCard } from "../../league/components/next-match-card.tsx";
import { type LeagueFixtures, nextMatch } from "../../league/next-match.ts";
import { sportsEventsData } from "../../lib/sports-events-data.ts";
import type { BoardDivision } from "./board-divisions.ts";

/*
 * The board's matches, once the league has sent some: a file of its own, fetched only
 * then; while the league has none the board says so without it (volley-block.tsx).
 */

/** The chosen division's matches: the cards with their calendar links, and their schema.org events. */
export function VolleyMatches({
  fixtures,
  division,
  competition,
}: {
  fixtures: readonly Fixture[];
  division: BoardDivision;
  /** Names the matches for search engines ("Vóley Tira A"). */
  competition: string;
}) {
  return (
    <>
      <FixtureList fixtures={fixtures} rule="voley" calendar={{ sport: "voley", division }} />
      <JsonLd data={sportsEventsData(fixtures, competition, "Vóley")} />
    </>
  );
}

/** Our next match among the tiras' upcoming ones, as the "Próximo partido" card; nothing when none is still to start. */
export function NextMatchOfBoard({ leagues, now }: { leagues: readonly LeagueFixtures[]; now: Date }) {
  const match = nextMatch(leagues, now);
  return match ? <NextMatchCard match={match} /> : null;
}
