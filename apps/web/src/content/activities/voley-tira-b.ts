import type { ActivityListing } from "./types.ts";

/** Vóley Tira B in the site's lists: cards, descriptions, Valores y Días. */
export const listing = {
  summary: "El equipo de la Tira B del torneo metropolitano.",
} satisfies ActivityListing;
