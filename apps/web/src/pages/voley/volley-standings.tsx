import { LeagueFreshness } from "../../league/components/league-status-freshness.tsx";
import { StandingsTable } from "../../league/components/standings-table.tsx";
import type { StandingsBlock } from "../../league/fallback.ts";

/** A division's table under its freshness line and notices ("Usando datos de respaldo - ..."). */
export function VolleyStandingsTable({ block, caption }: { block: StandingsBlock; caption: string }) {
  return (
    <>
      <LeagueFreshness origin={block.origin} />
      <StandingsTable caption={caption} rows={block.rows} variant="voley" />
    </>
  );
}
