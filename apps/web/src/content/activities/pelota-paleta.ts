import type { ActivityListing } from "./types.ts";

/** Pelota Paleta in the site's lists: cards, descriptions, Valores y Días. */
export const listing = {
  summary: "El clásico juego de frontón con paleta de madera.",
  valores: { order: 110 },
  home: { order: 80 },
  complementary: 30,
} satisfies ActivityListing;
