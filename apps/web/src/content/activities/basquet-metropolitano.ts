import type { ActivityListing } from "./types.ts";

/** Básquet Metropolitano in the site's lists: cards, descriptions, Valores y Días. */
export const listing = {
  summary: "El equipo del torneo Metropolitano de básquet.",
} satisfies ActivityListing;
