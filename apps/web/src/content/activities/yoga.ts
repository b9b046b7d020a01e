import type { ActivityListing } from "./types.ts";

/** Yoga in the site's lists: cards, descriptions, Valores y Días. */
export const listing = {
  summary: "Posturas, respiración y relajación para el cuerpo y la mente.",
  valores: { order: 160 },
  home: { order: 160 },
  complementary: 90,
} satisfies ActivityListing;
