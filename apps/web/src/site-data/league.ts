/**
 * The words of the league blocks' states (loading, error), which every standings
 * page shows before its data arrives. The words of the tables and fixture lists
 * themselves are in `league-table.ts`, loaded with the data. Texts marked "the original site's" are
 * its own, verbatim.
 */
export const LEAGUE_STATUS_COPY = {
  /** The original site's text, verbatim. */
  loadingStandings: "Cargando tabla de posiciones...",
  /** The original site's text, verbatim. */
  loadingFixtures: "Cargando próximos partidos...",
  /** The original site's text, verbatim. */
  errorTitle: "Error al cargar la tabla de posiciones",
  /** The original site's text, verbatim. */
  errorHint: "Intentá recargar la página o volvé más tarde.",
  retry: "Reintentar",
} as const;

/**
 * How many rows each table usually has, to reserve their space while loading so the
 * page does not jump when the table arrives (basketball's zone has nine teams; the
 * volleyball tables four while they are the club's backup).
 */
export const EXPECTED_ROWS = { basquet: 9, voley: 4, "voley-primera": 4 } as const;
