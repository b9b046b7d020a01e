import { FixtureList } from "../../components/fixture-list.tsx";
import { JsonLd } from "../../components/json-ld.tsx";
import { LeagueAlert } from "../../components/league-status-error.tsx";
import { LeagueFreshness } from "../../components/league-status-freshness.tsx";
import { NextMatchCard } from "../../components/next-match-card.tsx";
import { StandingsTable } from "../../components/standings-table.tsx";
import { decideVolleyFixtures, decideVolleyStandings } from "../../league/fallback.ts";
import { nextMatch } from "../../league/next-match.ts";
import type { VolleyCall, VolleyDivisionCalls } from "../../league/use-volley-divisions.ts";
import { sportsEventsData } from "../../lib/structured-data.ts";

type VolleyBlockProps = { division: "tira-a" | "tira-b"; call: VolleyCall } & (
  | {
      kind: "fixtures";
      /** Names the matches for search engines ("Vóley Tira A"). */
      competition: string;
    }
  | { kind: "standings"; caption: string }
);

/**
 * One block of the volleyball board once its call has ended: the table (the
 * service's, or the club's backup as the fallback rules decide) under its freshness
 * and notices ("Usando datos de respaldo - ..."), or the league's next matches (never
 * invented ones: none, in the original site's words, without a league fixture) with their
 * schema.org events. Loaded alongside the data, never before it is needed.
 */
export function VolleyBlock(props: VolleyBlockProps) {
  const { division, call } = props;
  if (props.kind === "standings") {
    const block = decideVolleyStandings(division, call.outcome, call.at);
    return (
      <>
        <LeagueFreshness origin={block.origin} />
        <StandingsTable caption={props.caption} rows={block.rows} variant="voley" />
      </>
    );
  }
  const block = decideVolleyFixtures(call.outcome, call.at);
  return (
    <>
      {block.error && <LeagueAlert message={block.error} />}
      {block.origin && <LeagueFreshness origin={block.origin} />}
      <FixtureList fixtures={block.fixtures} rule="voley" calendar={{ sport: "voley", division }} />
      {block.fixtures.length > 0 && (
        <JsonLd data={sportsEventsData(block.fixtures, props.competition, "Vóley")} />
      )}
    </>
  );
}

/**
 * The board's "Próximo partido": our next match in either tira, from the fixtures
 * calls the board already made (no call of its own); nothing without one.
 */
export function VolleyNextMatch({
  calls,
}: {
  calls: Partial<Record<"tira-a" | "tira-b", VolleyDivisionCalls>>;
}) {
  const now = new Date();
  const leagues = (["tira-a", "tira-b"] as const).flatMap((division) => {
    const call = calls[division]?.fixtures;
    return call
      ? [{ league: `voley/${division}` as const, fixtures: decideVolleyFixtures(call.outcome, now).fixtures }]
      : [];
  });
  const match = nextMatch(leagues, now);
  return match ? <NextMatchCard match={match} /> : null;
}
