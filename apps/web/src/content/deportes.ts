import { ACTIVITIES, ACTIVITY_LIST } from "./activities/index.ts";
import type { PageCopy } from "./pages.ts";

/** A main sport's card on the sports overview (as the original site has it: image, title, description, link). */
export interface SportCard {
  title: string;
  description: string;
  /** Artwork: the sport's image under /images/sports (decorative: the title says it all). */
  image: string;
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
export const MAIN_SPORTS: readonly SportCard[] = [
  {
    title: "Básquet",
    description:
      "Nuestro primer equipo compite en la Liga Federal, con inferiores y escuelita para todas las edades.",
    image: "/images/sports/basquet.svg",
    link: ACTIVITIES.basquetFederal.path,
  },
  {
    title: "Vóley",
    description:
      "Equipos femeninos y masculinos en los torneos metropolitanos, y escuela de vóley de 8 a 12 años.",
    image: "/images/sports/voley.svg",
    link: ACTIVITIES.voley.path,
  },
  {
    title: "Gimnasia Rítmica",
    description: "Elongación, coordinación y expresión con aros, cintas y pelotas, desde los 4 años.",
    image: "/images/sports/gimnasia.svg",
    link: ACTIVITIES.gimnasia.path,
  },
  {
    title: "Natación",
    description:
      "Clases para chicos y grandes en la pileta del club, del primer chapuzón al estilo completo.",
    image: "/images/sports/natacion.svg",
    link: ACTIVITIES.natacion.path,
  },
  {
    title: "Artes Marciales",
    description:
      "Judo, aikido y taekwondo: disciplina, respeto y defensa personal con profes de primer nivel.",
    image: "/images/sports/judo.svg",
    link: ACTIVITIES.judo.path,
    // Judo first (the card's own link), then the rest of the Artes Marciales submenu.
    branches: [
      ACTIVITIES.judo,
      ...ACTIVITY_LIST.filter(
        (activity) => activity.menu?.group === "Artes Marciales" && activity.path !== ACTIVITIES.judo.path,
      ),
    ].map((activity) => ({ label: activity.name, link: activity.path })),
  },
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
    "Pileta, deportes y juegos todo el verano, con profes del club. Las inscripciones abren en noviembre: consultanos y reservá tu lugar.",
  campButton: "Consultanos",
} as const;

/** The page's title and description (tab, search results, link previews). */
export const DEPORTES_PAGE: PageCopy = {
  title: "Deportes y actividades",
  description: "Todos los deportes y actividades de CASA de Padua, para todas las edades.",
};
