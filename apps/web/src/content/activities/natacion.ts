import type { ActivityListing } from "./types.ts";

/** Natación in the site's lists: cards, descriptions, Valores y Días. */
export const listing = {
  summary: "Clases de natación para todas las edades en la pileta del club.",
  valores: { order: 80 },
  home: { order: 70 },
} satisfies ActivityListing;
