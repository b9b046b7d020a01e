import type { ReactNode } from "react";
import { LEAGUE_COPY } from "../content/league.ts";
import "./league-status.css";

interface LeagueErrorProps {
  /** Loads the block again, in place. */
  onRetry: () => void;
  /** Anything more to say (the service's own error text). */
  children?: ReactNode;
}

/** The spec's error box for a table that could not load, with a "Reintentar" button. */
export function LeagueError({ onRetry, children }: LeagueErrorProps) {
  return (
    <div className="league-error" role="alert">
      <p className="league-error__title">{LEAGUE_COPY.errorTitle}</p>
      <p>{LEAGUE_COPY.errorHint}</p>
      {children}
      <button type="button" className="button button--small" onClick={onRetry}>
        {LEAGUE_COPY.retry}
      </button>
    </div>
  );
}
