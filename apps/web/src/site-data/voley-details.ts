import type { ContentLink, TextBlock } from "./basquet.ts";
import type { ScheduleRow } from "./types.ts";

/**
 * `/voley` below the board: the history, our teams and the school. Read only by its
 * static part (pages/voley/voley-details.tsx), so this copy is not in the page's
 * first-load JavaScript.
 */
export interface VolleyDetails {
  history: TextBlock;
  teams: { title: string; cards: ReadonlyArray<{ title: string; text: string; link: ContentLink }> };
  school: { title: string; text: string; caption: string; rows: readonly ScheduleRow[]; link: ContentLink };
}

export const VOLLEY_DETAILS: VolleyDetails = {
  history: {
    title: "Nuestra historia en el vóley",
    paragraphs: [
      "El vóley es uno de los deportes que más creció en el club en los últimos años. Empezó con un grupo de chicas y chicos que se juntaban a jugar en el gimnasio y hoy tenemos equipos que compiten cada fin de semana en los torneos de la Federación Metropolitana de Vóleibol.",
      "Detrás de cada equipo hay profes, familias y socios que hacen posible que el vóley de CASA siga creciendo. Si te gusta el deporte, acá tenés un lugar.",
    ],
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
