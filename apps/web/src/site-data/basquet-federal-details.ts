import type { ContentLink, TextBlock } from "./basquet.ts";
import { CLUB } from "./club.ts";
import type { ScheduleRow } from "./types.ts";

/** What follows the table and the next match: the team, training, the tournament and the promo. */
export interface BasquetFederalDetails {
  about: TextBlock;
  schedule: { title: string; caption: string; rows: readonly ScheduleRow[]; note: string };
  /** What the tournament is, as short term/description pairs. */
  tournament: { title: string; facts: ReadonlyArray<{ term: string; detail: string }> };
  /** The 2025 season promo with its social link (docs/product.md#screens-and-routes). */
  promo: { eyebrow: string; title: string; text: string; link: ContentLink };
}

/**
 * Apart from the page's head (basquet.ts): a static part of the page (pages/basquet/federal-details.tsx),
 * so none of this copy is in the page's first-load JavaScript (docs/quality.md#web-budgets).
 */
export const BASQUET_FEDERAL_DETAILS: BasquetFederalDetails = {
  about: {
    title: "El equipo",
    paragraphs: [
      "El básquet es parte de la identidad de CASA de Padua. Nuestro equipo de Primera defiende los colores del club en la Liga Federal, el torneo nacional que organiza la Confederación Argentina de Básquetbol.",
      "Es un plantel que mezcla jugadores formados en las inferiores del club con refuerzos que eligieron sumarse al proyecto. Cada partido de local es una fiesta en el gimnasio: vení a alentar con toda la familia.",
    ],
  },
  schedule: {
    title: "Entrenamientos",
    caption: "Horarios de entrenamiento de Básquet Federal",
    rows: [{ group: "Mayor", days: "Lunes, miércoles y viernes", hours: "21:00 a 23:00" }],
    note: "¿Querés probarte? Escribinos antes y te contamos cómo sumarte a un entrenamiento.",
  },
  tournament: {
    title: "El torneo",
    facts: [
      { term: "Organiza", detail: "La Confederación Argentina de Básquetbol (CAB)." },
      {
        term: "Formato",
        detail:
          "Fase regular por zonas, con rivales de la región; los mejores de cada zona siguen en la etapa final.",
      },
      { term: "Puntos", detail: "El partido ganado suma 2 puntos y el perdido, 1." },
      { term: "La tabla", detail: "Se actualiza sola con los datos oficiales de la liga." },
    ],
  },
  promo: {
    eyebrow: "Temporada 2025",
    title: "Temporada 2025: vamos por más",
    text: "Nueva temporada, la misma pasión de siempre. Seguí al equipo en Instagram: resultados, fotos de cada partido y todo lo que pasa puertas adentro.",
    link: { label: "Seguinos en Instagram", to: CLUB.social.instagram, external: true },
  },
};
