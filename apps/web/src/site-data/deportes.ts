import type { PageCopy } from "./pages.ts";

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
