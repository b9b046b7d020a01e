import type { DataOrigin } from "../league/payload.ts";
import { readStandings } from "../league/payload.ts";
import { LeagueAlert } from "./league-status-alert.tsx";
import { LeagueError } from "./league-status-error.tsx";
import { LeagueFreshness } from "./league-status-freshness.tsx";
import { StandingsTable, type StandingsVariant } from "./standings-table.tsx";

interface StandingsViewProps {
  /** The service's answer, unchecked. */
  body: unknown;
  caption: string;
  variant: StandingsVariant;
  onRetry: () => void;
}

/**
 * What a loaded standings answer shows: the table with its last update, and the
 * service's own `error` text in a red alert; the error box when there is no table.
 * Loaded alongside the data (see `useLeagueData`), never before it is needed.
 */
export function StandingsView({ body, caption, variant, onRetry }: StandingsViewProps) {
  const data = readStandings(body);
  const alert = data.error && <LeagueAlert message={data.error} />;
  if (!data.rows) return <LeagueError onRetry={onRetry}>{alert}</LeagueError>;
  const origin: DataOrigin = { kind: "service", freshness: data };
  return (
    <>
      {alert}
      <StandingsTable caption={caption} rows={data.rows} variant={variant} />
      <LeagueFreshness origin={origin} />
    </>
  );
}
