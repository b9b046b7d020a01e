/**
 * The volleyball division page (`/voley`): its title and the Tira A/B standings and
 * matches; the history, teams and school below them are in voley-details.ts.
 */
export interface VolleyIndexPage {
  title: string;
  lead: string;
  /** The Tira A / Tira B board (as the original site has it: first-division league, season 2024). */
  board: {
    title: string;
    /** Names the group of toggle buttons for screen readers. */
    toggleLabel: string;
    divisions: ReadonlyArray<{ id: "tira-a" | "tira-b"; label: string; caption: string }>;
    fixturesTitle: string;
  };
}

export const VOLLEY_INDEX: VolleyIndexPage = {
  title: "Vóley",
  lead: "Vóley en CASA de Padua: equipos en los torneos de la Federación Metropolitana y una escuela para los más chicos.",
  board: {
    title: "Primera División - Temporada 2024",
    toggleLabel: "Elegí la tira",
    divisions: [
      { id: "tira-a", label: "Tira A", caption: "Tira A: tabla de posiciones" },
      { id: "tira-b", label: "Tira B", caption: "Tira B: tabla de posiciones" },
    ],
    fixturesTitle: "Próximos partidos",
  },
};
