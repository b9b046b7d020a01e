import { type ReactNode, useRef } from "react";
import type { HighlightRule } from "../highlight.ts";
import { standingsView } from "../payload.ts";
import type { LeagueState } from "../use-league-data.ts";
import { LeagueAlert, LeagueError } from "./league-status-error.tsx";
import { LeagueFreshness } from "./league-status-freshness.tsx";
import { StandingsTable } from "./standings-table.tsx";

export interface StandingsBlockProps {
  /** The live call's state (`useLeagueData`) and how to make it again. */
  state: LeagueState;
  retry: () => void;
  /** The league service's answer when the page was built; undefined without one. */
  snapshot: unknown;
  caption: string;
  variant: HighlightRule;
  /** What shows while there is nothing to show yet. */
  loading: ReactNode;
}

/**
 * What a standings block shows (docs/architecture.md#league-tables): the live answer's
 * table, else the build's, each under its freshness and notices; the original site's
 * error box with "Reintentar" when the live call failed (above the build's table, which
 * keeps its date); the loading state while there is no table yet.
 */
export function StandingsBlock({ state, retry, snapshot, caption, variant, loading }: StandingsBlockProps) {
  const block = useRef<HTMLDivElement>(null);
  const live = state.status === "ready" ? standingsView(state.body) : undefined;
  const built = snapshot === undefined ? undefined : standingsView(snapshot);
  const failed = state.status === "error" || live?.kind === "error";
  const shown = live?.kind === "table" ? live : built?.kind === "table" ? built : undefined;

  // The button goes away while loading: keep keyboard focus on the block, not lost on <body>.
  const retryHere = () => {
    block.current?.focus();
    retry();
  };
  const message = live?.kind === "error" ? live.message : undefined;
  return (
    <div ref={block} className="league-block" tabIndex={-1}>
      {failed && (
        <LeagueError onRetry={retryHere}>{message && <LeagueAlert message={message} />}</LeagueError>
      )}
      {!failed && !shown && loading}
      {shown && (
        <>
          <LeagueFreshness origin={{ kind: "service", freshness: shown.freshness }} />
          <StandingsTable caption={caption} rows={shown.rows} variant={variant} />
        </>
      )}
    </div>
  );
}
