import type { Fixture } from "./fixtures.js";
import type { VolleyDivision } from "./league.js";
import type { StandingRow } from "./standings.js";

/**
 * The club's built-in volleyball backup: what the volleyball page shows when the
 * league service cannot answer (docs/product.md#league-pages), and what the API serves before its
 * first successful scrape of a division. Four rows and two matches per division, as
 * the original site had; it is not a real league table and every answer built from it
 * says so in its `source`.
 */
export interface VolleyFallbackDivision {
  standings: StandingRow[];
  /** Home/away pairs; dates are put on them by {@link volleyFallbackFixtures}. */
  matches: ReadonlyArray<{ local: string; visitante: string; hora: string }>;
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
    matches: [
      { local: "CASA DE PADUA", visitante: "GELP", hora: "20:00" },
      { local: "FERRO CARRIL OESTE", visitante: "CASA DE PADUA", hora: "18:30" },
    ],
  },
  "tira-a": {
    standings: [
      row(1, "CASA DE PADUA", 21, 7, 1, 22, 7),
      row(2, "VÉLEZ SARSFIELD", 18, 6, 2, 20, 9),
      row(3, "SAN LORENZO", 12, 4, 4, 15, 15),
      row(4, "UNIVERSIDAD DE BUENOS AIRES", 6, 2, 6, 9, 19),
    ],
    matches: [
      { local: "SAN LORENZO", visitante: "CASA DE PADUA", hora: "17:00" },
      { local: "CASA DE PADUA", visitante: "VÉLEZ SARSFIELD", hora: "19:00" },
    ],
  },
  "tira-b": {
    standings: [
      row(1, "ECHAGÜE", 18, 6, 2, 19, 10),
      row(2, "CASA DE PADUA B", 15, 5, 3, 17, 12),
      row(3, "PIEDAD", 12, 4, 4, 14, 14),
      row(4, "MORÓN", 3, 1, 7, 6, 21),
    ],
    matches: [
      { local: "CASA DE PADUA B", visitante: "PIEDAD", hora: "16:00" },
      { local: "MORÓN", visitante: "CASA DE PADUA B", hora: "15:30" },
    ],
  },
};

/** Where fallback data says it came from, so nobody takes it for a real table. */
export const FALLBACK_SOURCE_PREFIX = "fallback:";

export function volleyFallbackSource(division: VolleyDivision): string {
  return `${FALLBACK_SOURCE_PREFIX}datos de respaldo del club (vóley ${division}), no es una tabla real`;
}

const BUENOS_AIRES_DATE = new Intl.DateTimeFormat("es-AR", {
  timeZone: "America/Argentina/Buenos_Aires",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
});

const DAY_MS = 86_400_000;

/** True when a team name is our club's (volleyball rule: contains "casa" or "padua"). */
export function isOurVolleyTeam(name: string): boolean {
  return /casa|padua/i.test(name);
}

/**
 * The backup matches of a division, dated on the next two Saturdays after `now`
 * (Buenos Aires time), so the backup never lists a match in the past.
 */
export function volleyFallbackFixtures(division: VolleyDivision, now: Date = new Date()): Fixture[] {
  // Argentina has no daylight saving time: UTC-3 all year.
  const local = new Date(now.getTime() - 3 * 3_600_000);
  const daysToSaturday = (6 - local.getUTCDay() + 7) % 7 || 7;
  return VOLLEY_FALLBACK[division].matches.map((match, week) => {
    const day = new Date(now.getTime() + (daysToSaturday + 7 * week) * DAY_MS);
    return {
      local: match.local,
      visitante: match.visitante,
      fecha: BUENOS_AIRES_DATE.format(day),
      hora: match.hora,
      es_casa_local: isOurVolleyTeam(match.local),
    };
  });
}
