import type { ActivityListing } from "./types.ts";

/** Vóley Maxy Masculino in the site's lists: cards, descriptions, Valores y Días. */
export const listing = {
  summary: "El equipo maxi vóley masculino.",
} satisfies ActivityListing;
