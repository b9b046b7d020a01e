import type { ContentLink, TextBlock } from "./basquet.ts";
import type { ScheduleRow } from "./types.ts";

/** The volleyball division page (`/voley`): history, Tira A/B standings and matches, teams, school. */
export interface VolleyIndexPage {
  title: string;
  lead: string;
  history: TextBlock;
  /** The Tira A / Tira B board (as the original site has it: first-division league, season 2024). */
  board: {
    title: string;
    /** Names the group of toggle buttons for screen readers. */
    toggleLabel: string;
    divisions: ReadonlyArray<{ id: "tira-a" | "tira-b"; label: string; caption: string }>;
    fixturesTitle: string;
  };
  teams: { title: string; cards: ReadonlyArray<{ title: string; text: string; link: ContentLink }> };
  school: { title: string; text: string; caption: string; rows: readonly ScheduleRow[]; link: ContentLink };
}

export const VOLLEY_INDEX: VolleyIndexPage = {
  title: "Vóley",
  lead: "Vóley en CASA de Padua: equipos en los torneos de la Federación Metropolitana y una escuela para los más chicos.",
  history: {
    title: "Nuestra historia en el vóley",
    paragraphs: [
      "El vóley es uno de los deportes que más creció en el club en los últimos años. Empezó con un grupo de chicas y chicos que se juntaban a jugar en el gimnasio y hoy tenemos equipos que compiten cada fin de semana en los torneos de la Federación Metropolitana de Vóleibol.",
      "Detrás de cada equipo hay profes, familias y socios que hacen posible que el vóley de CASA siga creciendo. Si te gusta el deporte, acá tenés un lugar.",
    ],
  },
  board: {
    title: "Primera División - Temporada 2024",
    toggleLabel: "Elegí la tira",
    divisions: [
      { id: "tira-a", label: "Tira A", caption: "Tira A: tabla de posiciones" },
      { id: "tira-b", label: "Tira B", caption: "Tira B: tabla de posiciones" },
    ],
    fixturesTitle: "Próximos partidos",
  },
  teams: {
    title: "Nuestros equipos",
    cards: [
      {
        title: "Tira A",
        text: "Las categorías que compiten en el nivel A del torneo metropolitano.",
        link: { label: "Conocé la Tira A", to: "/voley/tira-a" },
      },
      {
        title: "Tira B",
        text: "Más chicas y chicos compitiendo cada fin de semana en el nivel B.",
        link: { label: "Conocé la Tira B", to: "/voley/tira-b" },
      },
    ],
  },
  school: {
    title: "Escuela de vóley",
    text: "Para chicas y chicos de 8 a 12 años. Aprenden los fundamentos jugando, en grupo y a su ritmo, con profes del club. No hace falta experiencia: solo ganas de pasarla bien.",
    caption: "Horarios de la escuela de vóley",
    rows: [{ group: "De 8 a 12 años", days: "Martes y jueves", hours: "17:30 a 19:00" }],
    link: { label: "Quiero sumarme", to: "/#contacto" },
  },
};
