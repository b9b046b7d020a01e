import type { ActivityListing } from "./types.ts";

/** Aquagym in the site's lists: cards, descriptions, Valores y Días. */
export const listing = {
  summary: "Gimnasia en el agua: ejercicio de bajo impacto para todas las edades.",
  valores: { order: 90 },
  home: { order: 20 },
  complementary: 10,
} satisfies ActivityListing;
