import { FixtureList } from "../../components/fixture-list.tsx";
import { JsonLd } from "../../components/json-ld.tsx";
import { LeagueAlert } from "../../components/league-status-alert.tsx";
import { LeagueFreshness } from "../../components/league-status-freshness.tsx";
import { StandingsTable } from "../../components/standings-table.tsx";
import { calendarUrl } from "../../league/endpoints.ts";
import { decideVolleyFixtures, decideVolleyStandings } from "../../league/fallback.ts";
import type { VolleyCall } from "../../league/use-volley-divisions.ts";
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
 * One block of the volleyball board once its call has ended: the table or the next
 * matches, from the service or from the club's backup as the fallback rules decide,
 * with the freshness line (or "Usando datos de respaldo - ..."), and the league's
 * matches as schema.org events (never the backup's, whose dates are placeholders).
 * Loaded alongside the data, never before it is needed.
 */
export function VolleyBlock(props: VolleyBlockProps) {
  const { division, call } = props;
  if (props.kind === "standings") {
    const block = decideVolleyStandings(division, call.outcome, call.at);
    return (
      <>
        <StandingsTable caption={props.caption} rows={block.rows} variant="voley" />
        <LeagueFreshness origin={block.origin} />
      </>
    );
  }
  const block = decideVolleyFixtures(division, call.outcome, call.at);
  return (
    <>
      {block.error && <LeagueAlert message={block.error} />}
      <FixtureList fixtures={block.fixtures} rule="voley" calendarHref={calendarUrl("voley", division)} />
      {block.origin.kind === "service" && (
        <JsonLd data={sportsEventsData(block.fixtures, props.competition, "Vóley")} />
      )}
      <LeagueFreshness origin={block.origin} />
    </>
  );
}
