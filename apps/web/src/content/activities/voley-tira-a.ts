import type { ActivityListing } from "./types.ts";

/** Vóley Tira A in the site's lists: cards, descriptions, Valores y Días. */
export const listing = {
  summary: "El equipo de la Tira A del torneo metropolitano.",
} satisfies ActivityListing;
