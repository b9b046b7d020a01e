import { type ReactElement, useLayoutEffect, useMemo, useRef } from "react";
import { LEAGUE_STATUS_COPY as COPY, EXPECTED_ROWS } from "../content/league.ts";
import { loadSoon } from "../league/early-data.ts";
import { type LeagueEndpoint, leagueUrl } from "../league/endpoints.ts";
import type { HighlightRule } from "../league/highlight.ts";
import { useLeagueData } from "../league/use-league-data.ts";
import { showMarkup } from "../lib/show-markup.ts";
import { LeagueAlert, LeagueError } from "./league-status-error.tsx";
import { LeagueLoading } from "./league-status-loading.tsx";

/** The table's code, fetched while its data is on its way (see `useLeagueData`, `loadSoon`). */
const loadView = loadSoon(() => import("../league/standings-markup.ts"));

/** The box's content is the early painter's and `showMarkup`'s, never React's: the same object every render. */
const LEFT_ALONE = { __html: "" };

interface LiveStandingsTableProps {
  endpoint: LeagueEndpoint;
  caption: string;
  /** Which table: its columns, dashes and whose rows are ours. */
  variant: HighlightRule;
}

/**
 * A standings table from the league service: the announced loading state (with the
 * table's space reserved), the original site's error box with "Reintentar" that loads
 * again in place, or the table with its freshness (`standingsView`).
 *
 * On a first visit the table usually shows before the app is live: the prerendered
 * box carries what the page's early painter needs (early-standings.ts) and the painter
 * fills it; the loading box then hides (league-status.css). The app takes the same
 * answer and shows the same markup in the same box, which is left as it is when it
 * already shows it.
 */
export function LiveStandingsTable({ endpoint, caption, variant }: LiveStandingsTableProps) {
  const [state, retry] = useLeagueData(endpoint, loadView);
  const block = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const tableId = `tabla-${endpoint}`;
  const view = useMemo(
    () =>
      state.status === "ready"
        ? state.data.code.standingsView(state.data.body, { caption, variant, id: tableId }, new Date())
        : undefined,
    [state, caption, variant, tableId],
  );
  const failed = state.status === "error" || view?.kind === "error";

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    if (view?.kind === "table") showMarkup(element, view.markup);
    else if (failed) showMarkup(element, undefined);
  }, [view, failed]);

  // The button goes away while loading: keep keyboard focus on the block, not lost on <body>.
  const retryHere = () => {
    block.current?.focus();
    retry();
  };

  let status: ReactElement | null = null;
  if (failed) {
    const message = view?.kind === "error" ? view.message : undefined;
    status = <LeagueError onRetry={retryHere}>{message && <LeagueAlert message={message} />}</LeagueError>;
  } else if (state.status === "loading") {
    status = <LeagueLoading text={COPY.loadingStandings} rows={EXPECTED_ROWS[variant]} />;
  }
  return (
    <div ref={block} className="league-block" tabIndex={-1}>
      <div
        ref={box}
        className="league-view"
        data-early-standings={leagueUrl(endpoint)}
        data-caption={caption}
        data-variant={variant}
        data-table-id={tableId}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty, constant content: React must leave this box's children alone.
        dangerouslySetInnerHTML={LEFT_ALONE}
        suppressHydrationWarning
      />
      {status}
    </div>
  );
}
