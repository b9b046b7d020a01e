import type { ActivityListing } from "./types.ts";

/** Vóley Liga in the site's lists: cards, descriptions, Valores y Días. */
export const listing = {
  summary: "Nuestros equipos de Vóley Liga.",
} satisfies ActivityListing;
