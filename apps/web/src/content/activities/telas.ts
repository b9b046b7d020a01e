import type { ActivityListing } from "./types.ts";

/** Telas y acrobacia aérea in the site's lists: cards, descriptions, Valores y Días. */
export const listing = {
  summary: "Acrobacia en telas: fuerza, flexibilidad y expresión en el aire.",
  valores: { order: 130 },
  home: { order: 110 },
  complementary: 50,
} satisfies ActivityListing;
