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
 * What a loaded standings answer shows: its freshness and notices, then the table;
 * or, when the answer has no rows (no list, or an empty one) and an `error` text,
 * the error box with that text as is in a red alert (docs/product.md#error-texts), not an empty
 * table. An `error` that comes with rows is the service saying its last refresh
 * failed (the failure is for the health endpoint): the table is shown with the
 * "datos guardados" badge instead of a technical message.
 * Loaded alongside the data (see `useLeagueData`), never before it is needed.
 */
export function StandingsView({ body, caption, variant, onRetry }: StandingsViewProps) {
  const data = readStandings(body);
  if (!data.rows || (data.rows.length === 0 && data.error)) {
    return <LeagueError onRetry={onRetry}>{data.error && <LeagueAlert message={data.error} />}</LeagueError>;
  }
  const origin: DataOrigin = { kind: "service", freshness: data };
  return (
    <>
      <LeagueFreshness origin={origin} />
      <StandingsTable caption={caption} rows={data.rows} variant={variant} />
    </>
  );
}
