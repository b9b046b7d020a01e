import type { ActivityListing } from "./types.ts";

/** Vóley in the site's lists: cards, descriptions, Valores y Días. */
export const listing = {
  summary: "Vóley femenino y masculino en los torneos metropolitanos.",
  schedule: [
    {
      caption: "Entrenamientos de vóley",
      rows: [
        { group: "Primera (categoría Mayor)", days: "Lunes, miércoles y viernes", hours: "20:30 a 22:30" },
        { group: "Escuela de vóley (8 a 12 años)", days: "Martes y jueves", hours: "17:30 a 19:00" },
      ],
    },
  ],
  valores: { order: 20 },
  home: { order: 140 },
} satisfies ActivityListing;
