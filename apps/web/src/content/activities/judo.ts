import type { ActivityListing } from "./types.ts";

/** Judo in the site's lists: cards, descriptions, Valores y Días. */
export const listing = {
  summary: "Disciplina, respeto y técnica para chicos y adultos.",
  schedule: [
    {
      caption: "Clases de judo",
      rows: [
        { group: "Niños", days: "Lunes, miércoles y viernes", hours: "18:00 a 19:00" },
        { group: "Adultos", days: "Lunes, miércoles y viernes", hours: "19:00 a 20:30" },
      ],
    },
  ],
  valores: { order: 30, note: "La primera clase de prueba es gratis." },
  home: { order: 60 },
} satisfies ActivityListing;
