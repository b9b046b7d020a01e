import type { ActivityListing } from "./types.ts";

/** Tenis Paleta in the site's lists: cards, descriptions, Valores y Días. */
export const listing = {
  summary: "Paleta en cancha de tenis: rápido, social y para todas las edades.",
  valores: { order: 120 },
  home: { order: 120 },
  complementary: 60,
} satisfies ActivityListing;
