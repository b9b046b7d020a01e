import type { Fixture } from "@casa/shared";
import { JsonLd } from "../../components/json-ld.tsx";
import { FixtureList } from "../../league/components/fixture-list.tsx";
import { sportsEventsData } from "../../lib/sports-events-data.ts";
import type { BoardDivision } from "./board-divisions.ts";

/**
 * The chosen division's matches, once the league has sent some: the cards with their
 * calendar links, and their schema.org events. A file of its own, fetched only then:
 * while the league has none the board says so without it (volley-block.tsx).
 */
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
