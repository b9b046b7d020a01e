/**
 * The words of the standings tables and fixture lists, shared by the basketball and
 * volleyball pages. Texts marked "the original site's" are its own, verbatim.
 */

/** A standings column: the short header and what it means (for its `title` and the legend). */
export interface StandingsColumn {
  short: string;
  long: string;
}

/**
 * The score columns of a volleyball table are sets or points, whatever the division:
 * the legend and headers follow what the numbers are (see `scoreKind`).
 */
export const VOLLEY_SCORE_COLUMNS = {
  sets: [
    { short: "SF", long: "Sets a favor" },
    { short: "SC", long: "Sets en contra" },
  ],
  points: [
    { short: "PF", long: "Puntos a favor" },
    { short: "PC", long: "Puntos en contra" },
  ],
} as const satisfies Record<string, readonly [StandingsColumn, StandingsColumn]>;

/** The columns a table shows besides the common ones, and how empty numbers read. */
export interface StandingsLayout {
  /**
   * The score columns a volleyball table usually has (Primera: sets; Tira A/B:
   * points), or none. The table shows the pair the numbers turn out to be.
   */
  score?: keyof typeof VOLLEY_SCORE_COLUMNS;
  /** Volleyball Primera writes "-" for a zero or empty number (docs/product.md#screens-and-routes). */
  dashForZero: boolean;
}

export const STANDINGS_COLUMNS = {
  position: { short: "Pos", long: "Posición" },
  team: { short: "Equipo", long: "Equipo" },
  played: { short: "PJ", long: "Partidos jugados" },
  won: { short: "PG", long: "Partidos ganados" },
  lost: { short: "PP", long: "Partidos perdidos" },
  points: { short: "Pts", long: "Puntos" },
} as const satisfies Record<string, StandingsColumn>;

/**
 * Per table: basketball shows the original site's six columns (position, team, played, won,
 * lost, points; its points for and against stay off to keep the table narrow on a
 * phone), Tira A/B add points for and against, Primera sets for and against.
 */
export const STANDINGS_LAYOUTS = {
  basquet: { dashForZero: false },
  voley: { score: "points", dashForZero: false },
  "voley-primera": { score: "sets", dashForZero: true },
} as const satisfies Record<string, StandingsLayout>;

export const LEAGUE_TABLE_COPY = {
  /** "Actualizado hace 2 horas": the relative time comes from Intl.RelativeTimeFormat (es-AR). */
  updated: (relative: string) => `Actualizado ${relative}`,
  /** Under a minute ago. */
  updatedJustNow: "Actualizado recién",
  /** In the prerendered page, before the visitor's clock is known: "Actualizado el 20/11/2026, 09:00". */
  updatedOn: "Actualizado el",
  /** The original site's text: "Usando datos de respaldo - {fecha y hora}" */
  backupLabel: (when: string) => `Usando datos de respaldo - ${when}`,
  staleBadge: "Datos guardados: puede que no estén al día",
  /** Above a table that is the club's backup, not the league's (the page's or the service's). */
  backupNotice: "Tabla de respaldo del club: todavía no hay datos oficiales",
  /** The service worker's saved answer, shown for want of a connection (issue #8). */
  offlineBadge: "Sin conexión: te mostramos la copia guardada en este teléfono",
  /** Read after our team's name by screen readers; the row is also bold and marked. */
  ourTeam: "(nuestro club)",
  /** docs/product.md#content-entities */
  unknownTeam: "Equipo desconocido",
  noRows: "Todavía no hay posiciones publicadas.",
  /** The original site's text, verbatim. */
  noFixtures: "No hay próximos partidos programados en este momento.",
  /** The original site's text, verbatim. */
  noFixturesHint: "Volvé a consultar pronto para ver las actualizaciones del fixture.",
  home: "Local",
  away: "Visitante",
  versus: "vs.",
  venue: "Cancha:",
  hourSuffix: "h",
  /** The narrow-screen checkbox that shows the score columns (PF/PC or SF/SC). */
  showAllColumns: "Ver todas las columnas",
} as const;
