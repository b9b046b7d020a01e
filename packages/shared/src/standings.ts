/**
 * One team's line in a league table, as the API sends it. Field names are the
 * Spanish ones the site has always read (spec, section 3).
 */
export interface StandingRow {
  /** Position in the table, 1-based. */
  posicion: number;
  /** Team name as the league writes it, trimmed (`CASA (PADUA)`). */
  equipo: string;
  /** League points. */
  puntos: number;
  /** Matches played. */
  jugados: number;
  /** Matches won. */
  ganados: number;
  /** Matches lost. */
  perdidos: number;
  /** Points (basketball) or sets (volleyball) scored. */
  favor: number;
  /** Points (basketball) or sets (volleyball) conceded. */
  contra: number;
}

/** Where the data came from and how fresh it is; shared by every data answer. */
export interface DataFreshness {
  /** When the data was last obtained from its source: ISO 8601 with offset. */
  last_update: string;
  /**
   * What the data is: the league page it was read from, or `fallback:...` when it is
   * the club's built-in backup and not a real league table.
   */
  source: string;
  /** True when the last attempt to refresh failed and older data is being served. */
  stale: boolean;
  /** The last refresh error, when there is one. */
  error?: string;
}

/** `GET /api/standings/:sport/:division`. */
export interface StandingsResponse extends DataFreshness {
  standings: StandingRow[];
}
