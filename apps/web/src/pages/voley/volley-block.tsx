import { lazy, Suspense } from "react";
import { LeagueAlert, LeagueError } from "../../league/components/league-status-error.tsx";
import { LeagueFreshness } from "../../league/components/league-status-freshness.tsx";
import { LeagueLoading } from "../../league/components/league-status-loading.tsx";
import { decideVolleyFixtures, serviceStandings } from "../../league/fallback.ts";
import type { LeagueFixtures } from "../../league/next-match.ts";
import type { VolleyCall, VolleyDivisionsCalls } from "../../league/use-volley-divisions.ts";
import { LEAGUE_STATUS_COPY as COPY, EXPECTED_ROWS } from "../../site-data/league.ts";
import { LEAGUE_TABLE_COPY } from "../../site-data/league-table.ts";
import type { BoardDivision } from "./board-divisions.ts";
import { VolleyStandingsTable } from "./volley-standings.tsx";

/**
 * The board's matches (the cards with their schema.org events, and our next match):
 * one file, fetched only once the league sends an upcoming match.
 */
const loadMatches = () => import("./volley-matches.tsx");
const VolleyMatches = lazy(() => loadMatches().then((module) => ({ default: module.VolleyMatches })));
const NextMatchOfBoard = lazy(() => loadMatches().then((module) => ({ default: module.NextMatchOfBoard })));

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

/** What shows when the backup's file cannot be fetched: the error box, whose "Reintentar" loads the page again. */
function BackupUnavailable() {
  return <LeagueError onRetry={reload} />;
}

/**
 * The club's backup table, its rows with it: fetched only when the service gave no
 * usable table (fallback.ts), so a page whose calls succeed never downloads it. Loaded
 * once for the page: the other tira, or a remount, shows it at once.
 */
const VolleyBackupStandings = lazy(() =>
  import("./volley-backup-standings.tsx").then(
    (module) => ({ default: module.VolleyBackupStandings }),
    () => ({ default: BackupUnavailable }),
  ),
);

/**
 * The chosen division's table: the service's once its call has ended with one, or the
 * club's backup when it gave none (the error box if the backup cannot be fetched).
 * Until then (the prerendered page, and while the backup arrives) the table the page
 * was built with, under its own date and notices (a backup stays labelled as one); the
 * loading state when the build had none.
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
  // The build's table only where it can show: the service's table never waits on code.
  const asBuilt = service ? null : builtStandings(built, caption);
  // One boundary around every case, so that a table replaces another in place.
  return (
    <Suspense fallback={asBuilt}>
      {service ? (
        <VolleyStandingsTable block={service} caption={caption} />
      ) : call ? (
        <VolleyBackupStandings division={division} at={call.at} caption={caption} />
      ) : (
        asBuilt
      )}
    </Suspense>
  );
}

/** The table the page was built with, by the same rule as the service's live answer (a table only with rows). */
function builtStandings(built: unknown, caption: string) {
  const fromBuild = built === undefined ? undefined : serviceStandings({ ok: true, body: built });
  if (fromBuild) return <VolleyStandingsTable block={fromBuild} caption={caption} />;
  return <LeagueLoading text={COPY.loadingStandings} rows={EXPECTED_ROWS.voley} />;
}

/**
 * The board's "Próximo partido": our next match in either tira, from the fixtures
 * calls the board already made (no call of its own); nothing without one. The card's
 * code comes only once a tira has an upcoming match.
 */
export function VolleyNextMatch({ calls }: { calls: VolleyDivisionsCalls }) {
  const now = new Date();
  const leagues: LeagueFixtures[] = (["tira-a", "tira-b"] as const).flatMap((division) => {
    const call = calls[division]?.fixtures;
    return call
      ? [{ league: `voley/${division}` as const, fixtures: decideVolleyFixtures(call.outcome, now).fixtures }]
      : [];
  });
  if (!leagues.some(({ fixtures }) => fixtures.length > 0)) return null;
  return (
    <Suspense fallback={null}>
      <NextMatchOfBoard leagues={leagues} now={now} />
    </Suspense>
  );
}
