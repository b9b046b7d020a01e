import type { CSSProperties } from "react";

interface LeagueLoadingProps {
  text: string;
  /** Height to reserve (rem), about what the data will take, so nothing below jumps when it arrives. */
  reserve: number;
}

/** Spinner and text while a league block loads; announced politely to screen readers. */
export function LeagueLoading({ text, reserve }: LeagueLoadingProps) {
  return (
    <div
      className="league-loading"
      role="status"
      aria-live="polite"
      style={{ "--league-reserve": `${reserve}rem` } as CSSProperties}
    >
      <span className="league-spinner" aria-hidden="true" />
      <p>{text}</p>
    </div>
  );
}
