import type { ActivityListing } from "./types.ts";

/** Aikido in the site's lists: cards, descriptions, Valores y Días. */
export const listing = {
  summary: "Arte marcial japonés de armonía y defensa personal, para adultos desde los 16 años.",
  schedule: [
    {
      caption: "Clases de aikido",
      rows: [
        {
          group: "Adultos desde 16 años",
          days: "Martes y jueves",
          hours: "19:00 a 21:00",
          note: "Todos los niveles",
        },
        {
          group: "Adultos desde 16 años",
          days: "Sábados",
          hours: "10:00 a 12:00",
          note: "Todos los niveles",
        },
      ],
    },
  ],
  valores: { order: 40, note: "Adultos desde 16 años. La primera clase es gratis." },
  home: { order: 10 },
} satisfies ActivityListing;
