import type { Fixture } from "@casa/shared";

// Matches for the unit tests of the league's data (next match, backup, structured data),
// in the shape the league service sends. One factory, so a field added to Fixture is
// filled in one place.

/** A home match of our club against Club Ciudad, on 5 December 2026 at 18:30, with `overrides`. */
export const leagueMatch = (overrides: Partial<Fixture> = {}): Fixture => ({
  local: "CASA DE PADUA",
  visitante: "Club Ciudad",
  fecha: "05/12/2026",
  hora: "18:30",
  es_casa_local: true,
  ...overrides,
});

/** Our club's match on `fecha` at `hora`: at home against `rival`, or away at `rival`'s. */
export const ourMatch = (fecha: string, hora: string, home = true, rival = "GELP"): Fixture =>
  leagueMatch({
    local: home ? "CASA DE PADUA" : rival,
    visitante: home ? rival : "CASA DE PADUA",
    fecha,
    hora,
    es_casa_local: home,
  });
