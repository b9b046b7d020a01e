import { ACTIVITY_LIST, activityById } from "./activities/index.ts";
import {
  basquetPartidoPhoto,
  gimnasiaGrupoPhoto,
  judoProfesoresPhoto,
  natacionGrupoPhoto,
  voleyEquipoPhoto,
} from "./club-photos.ts";
import type { SingleImage } from "./types.ts";

/** A main sport's card on the sports overview (as the original site has it: image, title, description, link). */
export interface SportCard {
  title: string;
  description: string;
  /** The club's photo of the sport (see `club-photos.ts`). */
  image: SingleImage;
  /** Its page. */
  link: string;
  /** Pages of its branches, under the description (the three martial arts). */
  branches?: ReadonlyArray<{ label: string; link: string }>;
}

/**
 * The five main sports. The original had no link for Natación and Artes Marciales
 * (docs/product.md#sports-overview): Natación goes to its page, Artes Marciales to Judo,
 * the discipline with a full page, with the other martial arts linked beside it.
 */
// A function, not a constant: the page gets the cards (with their photos) as data from
// its loader, and the cards' photos stay out of its code.
export const mainSports = (): readonly SportCard[] => [
  {
    title: "Básquet",
    description:
      "Nuestro primer equipo compite en la Liga Federal, con inferiores y escuelita para todas las edades.",
    image: basquetPartidoPhoto,
    link: activityById("basquet-federal").path,
  },
  {
    title: "Vóley",
    description:
      "Equipos femeninos y masculinos en los torneos metropolitanos, y escuela de vóley de 8 a 12 años.",
    image: voleyEquipoPhoto,
    link: activityById("voley").path,
  },
  {
    title: "Gimnasia Rítmica",
    description: "Elongación, coordinación y expresión con aros, cintas y pelotas, desde los 4 años.",
    image: gimnasiaGrupoPhoto,
    link: activityById("gimnasia").path,
  },
  {
    title: "Natación",
    description:
      "Clases para chicos y grandes en la pileta del club, del primer chapuzón al estilo completo.",
    image: natacionGrupoPhoto,
    link: activityById("natacion").path,
  },
  {
    title: "Artes Marciales",
    description:
      "Judo, aikido y taekwondo: disciplina, respeto y defensa personal con profes de primer nivel.",
    image: judoProfesoresPhoto,
    link: activityById("judo").path,
    // Judo first (the card's own link), then the rest of the Artes Marciales submenu.
    branches: [
      activityById("judo"),
      ...ACTIVITY_LIST.filter(
        (activity) =>
          activity.menu?.group === "Artes Marciales" && activity.path !== activityById("judo").path,
      ),
    ].map((activity) => ({ label: activity.name, link: activity.path })),
  },
];
