import type { ActivityListing } from "./types.ts";

/** Zumba in the site's lists: cards, descriptions, Valores y Días. */
export const listing = {
  summary: "Baile y ejercicio con ritmos latinos, lunes, miércoles y viernes.",
  valores: { order: 60 },
  home: { order: 150 },
  complementary: 80,
} satisfies ActivityListing;
