import { JsonLd } from "../../components/json-ld.tsx";
import { LEAGUE_STATUS_COPY as COPY, EXPECTED_ROWS } from "../../content/league.ts";
import { FixtureList } from "../../league/components/fixture-list.tsx";
import { LeagueAlert, LeagueError } from "../../league/components/league-status-error.tsx";
import { LeagueFreshness } from "../../league/components/league-status-freshness.tsx";
import { LeagueLoading } from "../../league/components/league-status-loading.tsx";
import { NextMatchCard } from "../../league/components/next-match-card.tsx";
import { StandingsTable } from "../../league/components/standings-table.tsx";
import {
  backupStandings,
  decideVolleyFixtures,
  type StandingsBlock,
  serviceStandings,
} from "../../league/fallback.ts";
import { nextMatch } from "../../league/next-match.ts";
import { useVolleyBackup } from "../../league/use-volley-backup.ts";
import type { VolleyCall, VolleyDivisionCalls } from "../../league/use-volley-divisions.ts";
import { sportsEventsData } from "../../lib/sports-events-data.ts";

/** The board's divisions (content/voley-index.ts). */
type BoardDivision = "tira-a" | "tira-b";

type VolleyBlockProps = { division: BoardDivision; call: VolleyCall } & (
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
  if (props.kind === "standings")
    return <VolleyStandings division={division} call={call} caption={props.caption} />;
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

const reload = () => window.location.reload();

/**
 * The division's table: the service's, or the club's backup when the service gave none,
 * whose rows are fetched only then (still loading meanwhile; the error box, as when the
 * board's own code fails, if they cannot be fetched).
 */
function VolleyStandings({
  division,
  call,
  caption,
}: {
  division: BoardDivision;
  call: VolleyCall;
  caption: string;
}) {
  const service = serviceStandings(call.outcome);
  const backup = useVolleyBackup(division, service === undefined);
  if (service) return <StandingsWithFreshness block={service} caption={caption} />;
  if (backup === "failed") return <LeagueError onRetry={reload} />;
  if (backup === "loading") return <LeagueLoading text={COPY.loadingStandings} rows={EXPECTED_ROWS.voley} />;
  return <StandingsWithFreshness block={backupStandings(backup, call.at)} caption={caption} />;
}

/** A table under its freshness line and notices ("Usando datos de respaldo - ..."). */
function StandingsWithFreshness({ block, caption }: { block: StandingsBlock; caption: string }) {
  return (
    <>
      <LeagueFreshness origin={block.origin} />
      <StandingsTable caption={caption} rows={block.rows} variant="voley" />
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
