import type { CSSProperties } from "react";

interface LeagueLoadingProps {
  text: string;
  /**
   * The rows the table usually has: the box reserves the table's height so nothing
   * below it jumps when it arrives. Without it, the box reserves room for the next
   * matches. (The heights are in league-status.css.)
   */
  rows?: number;
}

/** Spinner and text while a league block loads; announced politely to screen readers. */
export function LeagueLoading({ text, rows }: LeagueLoadingProps) {
  return (
    <div
      className={`league-loading ${rows ? "league-loading--table" : "league-loading--fixtures"}`}
      role="status"
      aria-live="polite"
      style={rows ? ({ "--league-rows": rows } as CSSProperties) : undefined}
    >
      <span className="league-spinner" aria-hidden="true" />
      <p>{text}</p>
    </div>
  );
}
