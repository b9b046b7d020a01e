import type { ActivityListing } from "./types.ts";

/** Tenis de Mesa in the site's lists: cards, descriptions, Valores y Días. */
export const listing = {
  summary: "Clases para todos los niveles, juego libre y jugadores federados.",
  schedule: [
    {
      caption: "Clases",
      rows: [
        { group: "Todos los niveles", days: "Lunes y miércoles", hours: "14:00 a 15:30" },
        { group: "Principiantes", days: "Martes y jueves", hours: "20:00 a 21:30" },
        { group: "Jugadores federados", days: "Martes y jueves", hours: "21:30 a 22:45" },
      ],
    },
    {
      caption: "Juego libre",
      rows: [
        { group: "Juego libre", days: "Lunes, miércoles y viernes", hours: "20:00 a 22:30" },
        { group: "Juego libre", days: "Sábados", hours: "14:00 a 18:00" },
      ],
    },
  ],
  valores: { order: 50, note: "La clase de prueba es gratis y el club presta las paletas." },
  home: { order: 130 },
  complementary: 70,
} satisfies ActivityListing;
