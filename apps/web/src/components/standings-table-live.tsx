import { type ReactElement, useRef } from "react";
import { LEAGUE_STATUS_COPY as COPY, EXPECTED_ROWS } from "../content/league.ts";
import { loadSoon } from "../league/early-data.ts";
import type { LeagueEndpoint } from "../league/endpoints.ts";
import type { HighlightRule } from "../league/highlight.ts";
import { useLeagueData } from "../league/use-league-data.ts";
import { LeagueError } from "./league-status-error.tsx";
import { LeagueLoading } from "./league-status-loading.tsx";

/** The table's code, fetched while its data is on its way (see `useLeagueData`, `loadSoon`). */
const loadView = loadSoon(() => import("./standings-table-view.tsx"));

interface LiveStandingsTableProps {
  endpoint: LeagueEndpoint;
  caption: string;
  /** Which table: its columns, dashes and whose rows are ours. */
  variant: HighlightRule;
}

/**
 * A standings table loaded from the league service after hydration: the announced
 * loading state (with the table's space reserved), the original site's error box with
 * "Reintentar" that loads again in place, or the table (see `StandingsView`).
 */
export function LiveStandingsTable({ endpoint, caption, variant }: LiveStandingsTableProps) {
  const [state, retry] = useLeagueData(endpoint, loadView);
  const block = useRef<HTMLDivElement>(null);
  // The button goes away while loading: keep keyboard focus on the block, not lost on <body>.
  const retryHere = () => {
    block.current?.focus();
    retry();
  };

  let content: ReactElement;
  if (state.status === "loading") {
    content = <LeagueLoading text={COPY.loadingStandings} rows={EXPECTED_ROWS[variant]} />;
  } else if (state.status === "error") {
    content = <LeagueError onRetry={retryHere} />;
  } else {
    const { StandingsView } = state.data.code;
    content = (
      <StandingsView body={state.data.body} caption={caption} variant={variant} onRetry={retryHere} />
    );
  }
  return (
    <div ref={block} className="league-block" tabIndex={-1}>
      {content}
    </div>
  );
}
