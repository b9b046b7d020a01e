import { lazy, Suspense } from "react";
import { LEAGUE_STATUS_COPY as COPY, EXPECTED_ROWS } from "../../content/league.ts";
import { LEAGUE_TABLE_COPY } from "../../content/league-table.ts";
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
import type { VolleyCall, VolleyDivisionsCalls } from "../../league/use-volley-divisions.ts";
import type { BoardDivision } from "./board-divisions.ts";

/** The match cards and their schema.org events: fetched only once the league sends matches. */
const VolleyMatches = lazy(() =>
  import("./volley-matches.tsx").then((module) => ({ default: module.VolleyMatches })),
);

/**
 * The chosen division's next matches once its call has ended: the league's (never
 * invented ones: none, in the original site's words, without a league fixture) with
 * their schema.org events (volley-matches.tsx, fetched only then), under their
 * freshness, or the service's error text.
 */
export function VolleyFixtures({
  division,
  call,
  competition,
}: {
  division: BoardDivision;
  call: VolleyCall;
  /** Names the matches for search engines ("Vóley Tira A"). */
  competition: string;
}) {
  const block = decideVolleyFixtures(call.outcome, call.at);
  return (
    <>
      {block.error && <LeagueAlert message={block.error} />}
      {block.origin && <LeagueFreshness origin={block.origin} />}
      {block.fixtures.length > 0 ? (
        <Suspense fallback={<LeagueLoading text={COPY.loadingFixtures} />}>
          <VolleyMatches fixtures={block.fixtures} division={division} competition={competition} />
        </Suspense>
      ) : (
        <div className="fixtures-empty">
          <p>{LEAGUE_TABLE_COPY.noFixtures}</p>
          <p>{LEAGUE_TABLE_COPY.noFixturesHint}</p>
        </div>
      )}
    </>
  );
}

const reload = () => window.location.reload();

/**
 * The chosen division's table: the service's once its call has ended with one, or the
 * club's backup when it gave none, whose rows are fetched only then (the error box if
 * they cannot be). Until then (the prerendered page, and while the backup's rows
 * arrive) the table the page was built with, under its own date and notices (a backup
 * stays labelled as one); the loading state when the build had none.
 */
export function VolleyStandings({
  division,
  call,
  built,
  caption,
}: {
  division: BoardDivision;
  call?: VolleyCall;
  built?: unknown;
  caption: string;
}) {
  const service = call && serviceStandings(call.outcome);
  const backup = useVolleyBackup(division, call !== undefined && service === undefined);
  if (service) return <StandingsWithFreshness block={service} caption={caption} />;
  if (backup === "failed") return <LeagueError onRetry={reload} />;
  if (call && backup !== "loading")
    return <StandingsWithFreshness block={backupStandings(backup, call.at)} caption={caption} />;
  // The same rule as the service's live answer: a table only with rows.
  const fromBuild = built === undefined ? undefined : serviceStandings({ ok: true, body: built });
  if (fromBuild) return <StandingsWithFreshness block={fromBuild} caption={caption} />;
  return <LeagueLoading text={COPY.loadingStandings} rows={EXPECTED_ROWS.voley} />;
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
export function VolleyNextMatch({ calls }: { calls: VolleyDivisionsCalls }) {
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
