import type { ReactNode } from "react";
import { LEAGUE_STATUS_COPY as COPY } from "../../site-data/league.ts";

interface LeagueErrorProps {
  /** Loads the block again, in place. */
  onRetry: () => void;
  /** Anything more to say (the service's own error text). */
  children?: ReactNode;
}

/** The original site's error box for a table that could not load, with a "Reintentar" button. */
export function LeagueError({ onRetry, children }: LeagueErrorProps) {
  return (
    <div className="league-error" role="alert">
      <p className="league-error__title">{COPY.errorTitle}</p>
      <p>{COPY.errorHint}</p>
      {children}
      <button type="button" className="button button--small" onClick={onRetry}>
        {COPY.retry}
      </button>
    </div>
  );
}
/** The league service's own `error` text, shown as is in a red alert (docs/product.md#error-texts). */
export function LeagueAlert({ message }: { message: string }) {
  return (
    <p className="league-alert" role="alert">
      {message}
    </p>
  );
}
