import type { ActivityListing } from "./types.ts";

/** Vóley in the site's lists: cards, descriptions, Valores y Días. */
export const listing = {
  summary: "Vóley femenino y masculino en los torneos metropolitanos.",
  valores: { order: 20 },
  home: { order: 140 },
} satisfies ActivityListing;
