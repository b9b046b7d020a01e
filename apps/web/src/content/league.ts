/**
 * The words of every league block (standings, fixtures, their states), shared by the
 * basketball and volleyball pages. Texts marked "spec" are the spec's own, verbatim.
 */

/** A standings column: the short header and what it means (for its `title` and the legend). */
export interface StandingsColumn {
  short: string;
  long: string;
}

/** The columns a table shows besides position and team, and how empty numbers read. */
export interface StandingsLayout {
  /** The score columns (PF/PC, SF/SC), or none. */
  score?: readonly [StandingsColumn, StandingsColumn];
  /** Volleyball Primera writes "-" for a zero or empty number (spec, section 2). */
  dashForZero: boolean;
  /** How many rows to reserve while loading, so the page does not jump when the table arrives. */
  expectedRows: number;
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
 * Per table: basketball shows the spec's six columns (position, team, played, won,
 * lost, points; its points for and against stay off to keep the table narrow on a
 * phone), Tira A/B add points for and against, Primera sets for and against.
 */
export const STANDINGS_LAYOUTS = {
  basquet: { dashForZero: false, expectedRows: 9 },
  voley: {
    score: [
      { short: "PF", long: "Puntos a favor" },
      { short: "PC", long: "Puntos en contra" },
    ],
    dashForZero: false,
    expectedRows: 4,
  },
  "voley-primera": {
    score: [
      { short: "SF", long: "Sets a favor" },
      { short: "SC", long: "Sets en contra" },
    ],
    dashForZero: true,
    expectedRows: 4,
  },
} as const satisfies Record<string, StandingsLayout>;

export const LEAGUE_COPY = {
  /** spec */
  loadingStandings: "Cargando tabla de posiciones...",
  /** spec */
  loadingFixtures: "Cargando próximos partidos...",
  /** spec */
  errorTitle: "Error al cargar la tabla de posiciones",
  /** spec */
  errorHint: "Intentá recargar la página o volvé más tarde.",
  retry: "Reintentar",
  /** spec */
  lastUpdate: "Última actualización:",
  /** spec: "Usando datos de respaldo - {fecha y hora}" */
  backupLabel: (when: string) => `Usando datos de respaldo - ${when}`,
  staleBadge: "Datos guardados: puede que no estén al día",
  backupBadge: "Datos de respaldo del club, no es la tabla oficial",
  /** Read after our team's name by screen readers; the row is also bold and marked. */
  ourTeam: "(nuestro club)",
  /** spec, section 3 */
  unknownTeam: "Equipo desconocido",
  noRows: "Todavía no hay posiciones publicadas.",
  tableScrollHint: "Tabla desplazable",
  /** spec */
  noFixtures: "No hay próximos partidos programados en este momento.",
  /** spec */
  noFixturesHint: "Volvé a consultar pronto para ver las actualizaciones del fixture.",
  home: "Local",
  away: "Visitante",
  versus: "vs.",
  venue: "Cancha:",
  hourSuffix: "h",
  addToCalendar: "Agregar a mi calendario",
  /** Read after the calendar link's text by screen readers. */
  calendarFile: "(archivo de calendario .ics)",
} as const;
