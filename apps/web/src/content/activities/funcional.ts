import type { ActivityListing } from "./types.ts";

/** Entrenamiento funcional y GAP in the site's lists: cards, descriptions, Valores y Días. */
export const listing = {
  summary: "Entrenamiento funcional y GAP (glúteos, abdominales y piernas) en grupo.",
  valores: { order: 140 },
  home: { order: 40 },
  complementary: 20,
} satisfies ActivityListing;
