import { type ReactNode, useRef } from "react";
import { LEAGUE_COPY, STANDINGS_LAYOUTS } from "../content/league.ts";
import type { LeagueEndpoint } from "../league/endpoints.ts";
import { readStandings } from "../league/payload.ts";
import { useLeagueData } from "../league/use-league-data.ts";
import { LeagueAlert } from "./league-status-alert.tsx";
import { LeagueError } from "./league-status-error.tsx";
import { LeagueFreshness } from "./league-status-freshness.tsx";
import { LeagueLoading } from "./league-status-loading.tsx";
import { StandingsTable, type StandingsVariant } from "./standings-table.tsx";

interface LiveStandingsTableProps {
  endpoint: LeagueEndpoint;
  caption: string;
  variant: StandingsVariant;
}

/** Space a table of `rows` takes: caption, header, rows, legend and update line (rem). */
export const standingsReserve = (rows: number) => (rows + 1) * 2.75 + 6.5;

/**
 * A standings table loaded from the league service after hydration: loading, the
 * spec's error box with "Reintentar", or the table with its last update (and the
 * service's own error text, when it sends one, in a red alert).
 */
export function LiveStandingsTable({ endpoint, caption, variant }: LiveStandingsTableProps) {
  const [state, retry] = useLeagueData(endpoint, readStandings);
  const block = useRef<HTMLDivElement>(null);
  // The button goes away while loading: keep keyboard focus on the block, not lost on <body>.
  const retryHere = () => {
    block.current?.focus();
    retry();
  };

  let content: ReactNode;
  if (state.status === "loading") {
    content = (
      <LeagueLoading
        text={LEAGUE_COPY.loadingStandings}
        reserve={standingsReserve(STANDINGS_LAYOUTS[variant].expectedRows)}
      />
    );
  } else if (state.status === "error" || !state.data.rows) {
    const serviceError = state.status === "ready" ? state.data.error : undefined;
    content = (
      <LeagueError onRetry={retryHere}>{serviceError && <LeagueAlert message={serviceError} />}</LeagueError>
    );
  } else {
    content = (
      <>
        {state.data.error && <LeagueAlert message={state.data.error} />}
        <StandingsTable caption={caption} rows={state.data.rows} variant={variant} />
        <LeagueFreshness origin={{ kind: "service", freshness: state.data }} />
      </>
    );
  }
  return (
    <div ref={block} className="league-block" tabIndex={-1}>
      {content}
    </div>
  );
}
