import type { StandingRow, VolleyDivision } from "./league.js";

/**
 * The club's built-in volleyball backup table: what the volleyball page shows when the
 * league service cannot answer (docs/product.md#league-pages), and what the API serves before its
 * first successful scrape of a division. Four rows per division, as the original site
 * had; it is not a real league table and every answer built from it says so in its
 * `source`. It holds no matches: an invented match shown as upcoming could send a fan
 * to a game that does not exist, so without the league's fixture there is none
 * (docs/product.md#league-pages).
 */
export interface VolleyFallbackDivision {
  standings: StandingRow[];
}

const row = (
  posicion: number,
  equipo: string,
  puntos: number,
  ganados: number,
  perdidos: number,
  favor: number,
  contra: number,
): StandingRow => ({
  posicion,
  equipo,
  puntos,
  jugados: ganados + perdidos,
  ganados,
  perdidos,
  favor,
  contra,
});

export const VOLLEY_FALLBACK: Readonly<Record<VolleyDivision, VolleyFallbackDivision>> = {
  primera: {
    standings: [
      row(1, "GELP", 18, 6, 1, 19, 6),
      row(2, "CASA DE PADUA", 15, 5, 2, 17, 9),
      row(3, "CIUDAD DE BUENOS AIRES", 12, 4, 3, 14, 12),
      row(4, "FERRO CARRIL OESTE", 9, 3, 4, 11, 14),
    ],
  },
  "tira-a": {
    standings: [
      row(1, "CASA DE PADUA", 21, 7, 1, 22, 7),
      row(2, "VÉLEZ SARSFIELD", 18, 6, 2, 20, 9),
      row(3, "SAN LORENZO", 12, 4, 4, 15, 15),
      row(4, "UNIVERSIDAD DE BUENOS AIRES", 6, 2, 6, 9, 19),
    ],
  },
  "tira-b": {
    standings: [
      row(1, "ECHAGÜE", 18, 6, 2, 19, 10),
      row(2, "CASA DE PADUA B", 15, 5, 3, 17, 12),
      row(3, "PIEDAD", 12, 4, 4, 14, 14),
      row(4, "MORÓN", 3, 1, 7, 6, 21),
    ],
  },
};

/** Where fallback data says it came from, so nobody takes it for a real table. */
export const FALLBACK_SOURCE_PREFIX = "fallback:";

export function volleyFallbackSource(division: VolleyDivision): string {
  return `${FALLBACK_SOURCE_PREFIX}datos de respaldo del club (vóley ${division}), no es una tabla real`;
}

/** True when a team name is our club's (volleyball rule: contains "casa" or "padua"). */
export function isOurVolleyTeam(name: string): boolean {
  return /casa|padua/i.test(name);
}
