import { lazy, Suspense } from "react";
import { LEAGUE_STATUS_COPY as COPY, EXPECTED_ROWS } from "../../site-data/league.ts";
import type { LeagueEndpoint } from "../endpoints.ts";
import type { HighlightRule } from "../highlight.ts";
import { useLeagueData } from "../use-league-data.ts";
import { LeagueLoading } from "./league-status-loading.tsx";

/**
 * What the block shows comes in a chunk of its own, fetched as the page hydrates: the
 * prerendered table stays on screen meanwhile (React keeps a server-rendered part that
 * waits on code as it is until the code is there), so a fan never sees it go.
 */
const StandingsBlock = lazy(() =>
  import("./standings-block.tsx").then((module) => ({ default: module.StandingsBlock })),
);

interface LiveStandingsTableProps {
  endpoint: LeagueEndpoint;
  caption: string;
  /** Which table: its columns, dashes and whose rows are ours. */
  variant: HighlightRule;
  /**
   * The league service's answer when the page was built (the route's loader,
   * src/league/snapshot.server.ts), or undefined when the build had none.
   */
  snapshot?: unknown;
}

/**
 * A standings table from the league service (docs/architecture.md#league-tables). The
 * page is built with the answer the service had then, so a fan sees the table with its
 * date as soon as the page paints, before the app is live; once it is, the same
 * component asks the service again and shows the answer in place, with its own
 * freshness. Without a snapshot, the announced loading state (the table's space
 * reserved); when the call fails, the original site's error box with "Reintentar".
 */
export function LiveStandingsTable({ endpoint, caption, variant, snapshot }: LiveStandingsTableProps) {
  const [state, retry] = useLeagueData(endpoint);
  const loading = <LeagueLoading text={COPY.loadingStandings} rows={EXPECTED_ROWS[variant]} />;
  return (
    <Suspense fallback={loading}>
      <StandingsBlock
        state={state}
        retry={retry}
        snapshot={snapshot}
        caption={caption}
        variant={variant}
        loading={loading}
      />
    </Suspense>
  );
}
