import type { SingleImage } from "../components/responsive-image.tsx";
import { ACTIVITIES, type ActivityId } from "./activities.ts";
import {
  basquetPartidoPhoto,
  gimnasiaGrupoPhoto,
  judoProfesoresPhoto,
  natacionGrupoPhoto,
  voleyEquipoPhoto,
} from "./club-photos.ts";
import type { PageCopy } from "./pages.ts";

/** A main sport's card on the sports overview (spec: image, title, description, link). */
export interface SportCard {
  title: string;
  description: string;
  /** The club's photo of the sport (see `activities.ts`). */
  image: SingleImage;
  /** Its page. */
  link: string;
  /** Pages of its branches, under the description (the three martial arts). */
  branches?: ReadonlyArray<{ label: string; link: string }>;
}

/**
 * The five main sports. The original had no link for Natación and Artes Marciales
 * (PRODUCT.md, "Sports pages"): Natación goes to its page, Artes Marciales to Judo,
 * the discipline with a full page, with Aikido and Taekwondo linked beside it.
 */
// A function, not a constant: the page gets the cards (with their photos) as data from
// its loader, and the cards' photos stay out of its code.
export const mainSports = (): readonly SportCard[] => [
  {
    title: "Básquet",
    description:
      "Nuestro primer equipo compite en la Liga Federal, con inferiores y escuelita para todas las edades.",
    image: basquetPartidoPhoto,
    link: ACTIVITIES.basquetFederal.path,
  },
  {
    title: "Vóley",
    description:
      "Equipos femeninos y masculinos en los torneos metropolitanos, y escuela de vóley de 8 a 12 años.",
    image: voleyEquipoPhoto,
    link: ACTIVITIES.voley.path,
  },
  {
    title: "Gimnasia Rítmica",
    description: "Elongación, coordinación y expresión con aros, cintas y pelotas, desde los 4 años.",
    image: gimnasiaGrupoPhoto,
    link: ACTIVITIES.gimnasia.path,
  },
  {
    title: "Natación",
    description:
      "Clases para chicos y grandes en la pileta del club, del primer chapuzón al estilo completo.",
    image: natacionGrupoPhoto,
    link: ACTIVITIES.natacion.path,
  },
  {
    title: "Artes Marciales",
    description:
      "Judo, aikido y taekwondo: disciplina, respeto y defensa personal con profes de primer nivel.",
    image: judoProfesoresPhoto,
    link: ACTIVITIES.judo.path,
    branches: [
      { label: ACTIVITIES.judo.name, link: ACTIVITIES.judo.path },
      { label: ACTIVITIES.aikido.name, link: ACTIVITIES.aikido.path },
      { label: ACTIVITIES.taekwondo.name, link: ACTIVITIES.taekwondo.path },
    ],
  },
];

/** The eleven complementary activities: the home grid's eighteen minus the main sports' seven. */
export const COMPLEMENTARY: readonly ActivityId[] = [
  "aquagym",
  "funcional",
  "pelotaPaleta",
  "pilates",
  "telas",
  "tenisPaleta",
  "tenisMesa",
  "zumba",
  "yoga",
  "efectoMariposa",
  "colonia",
];

export const DEPORTES_COPY = {
  lead: "Deporte, juego y movimiento para todas las edades: elegí tu actividad y sumate al club.",
  mainTitle: "Deportes principales",
  branchesLabel: "Disciplinas",
  complementaryTitle: "Actividades complementarias",
  complementaryLead: "Para moverse, divertirse y aprender, de los más chicos a los más grandes.",
  pricesText: "¿Querés saber cuánto cuesta y qué días se entrena?",
  prices: "Ver valores y días",
  campTitle: "Colonia de Vacaciones",
  campText:
    "Pileta, deportes y juegos todo el verano, con profes del club. Las inscripciones se abren cada noviembre: consultanos y reservá tu lugar.",
  campButton: "Consultanos",
} as const;

/** The page's title and description (tab, search results, link previews). */
export const DEPORTES_PAGE: PageCopy = {
  title: "Deportes y actividades",
  description: "Todos los deportes y actividades de CASA de Padua, para todas las edades.",
};
