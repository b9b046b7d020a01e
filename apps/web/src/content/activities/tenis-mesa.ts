import type { ActivityListing } from "./types.ts";

/** Tenis de Mesa in the site's lists: cards, descriptions, Valores y Días. */
export const listing = {
  summary: "Clases para todos los niveles, juego libre y jugadores federados.",
  valores: { order: 50, note: "La clase de prueba es gratis y el club presta las paletas." },
  home: { order: 130 },
  complementary: 70,
} satisfies ActivityListing;
