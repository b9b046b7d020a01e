/**
 * What the home page shows where the "Próximo partido" card goes while it looks for a
 * match, and when there is none: the way to every league table, by short name, in the
 * order home shows them. Same box, so nothing below it moves when the card takes its
 * place. Apart from the card's words (next-match.ts): the strip is a static part, and
 * sharing a module with it would put the card's words in a file of their own.
 */
export const HOME_LEAGUES_STRIP = {
  title: "Tablas y partidos",
  label: "Tablas de posiciones de nuestros equipos",
  links: [
    { label: "Básquet Federal", to: "/basquet/federal" },
    { label: "Vóley Primera", to: "/voley/primera" },
    { label: "Vóley Tira A", to: "/voley/tira-a" },
    { label: "Vóley Tira B", to: "/voley/tira-b" },
  ],
} as const;
