import { VOLLEY_FALLBACK } from "@casa/shared";
import { backupStandings } from "../../league/fallback.ts";
import type { BoardDivision } from "./board-divisions.ts";
import { VolleyStandingsTable } from "./volley-standings.tsx";

/**
 * The club's backup table of a division, labelled with the time the call ended
 * (fallback.ts says when it shows). A file of its own, loaded by `volley-block.tsx` only
 * then: the rows and this code reach a fan's phone only when the service gave no usable
 * table, never with the page's first download.
 */
export function VolleyBackupStandings({
  division,
  at,
  caption,
}: {
  division: BoardDivision;
  at: Date;
  caption: string;
}) {
  return (
    <VolleyStandingsTable
      block={backupStandings(VOLLEY_FALLBACK[division].standings, at)}
      caption={caption}
    />
  );
}
