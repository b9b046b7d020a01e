import { lead } from "virtual:contenido/pagina/voley";

/**
 * The volleyball division page (`/voley`): its title and the Tira A/B standings and
 * matches; the history, teams and school below them are voley.md's `pagina`
 * (pages/voley/voley-details.tsx).
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
  // Its line, from voley.md (`pagina.entradilla`).
  lead: lead ?? "",
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
