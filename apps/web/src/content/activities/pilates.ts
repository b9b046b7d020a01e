import type { ActivityListing } from "./types.ts";

/** Pilates in the site's lists: cards, descriptions, Valores y Días. */
export const listing = {
  summary: "Fuerza, postura y respiración con el método Pilates.",
  valores: { order: 150 },
  home: { order: 90 },
  complementary: 40,
} satisfies ActivityListing;
