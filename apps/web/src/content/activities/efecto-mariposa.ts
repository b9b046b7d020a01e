import type { ActivityListing } from "./types.ts";

/** Efecto Mariposa in the site's lists: cards, descriptions, Valores y Días. */
export const listing = {
  summary: "Circo para chicos y grandes: malabares, equilibrio y acrobacia.",
  valores: { order: 170 },
  home: { order: 180 },
  complementary: 100,
} satisfies ActivityListing;
