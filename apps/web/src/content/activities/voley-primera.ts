import type { ActivityListing } from "./types.ts";

/** Vóley Primera División in the site's lists: cards, descriptions, Valores y Días. */
export const listing = {
  summary: "Nuestro equipo de Primera División de la Federación Metropolitana.",
} satisfies ActivityListing;
