import type { ActivityListing } from "./types.ts";

/** Básquet Inferiores Tira A in the site's lists: cards, descriptions, Valores y Días. */
export const listing = {
  summary: "Las divisiones formativas de básquet, Tira A.",
} satisfies ActivityListing;
