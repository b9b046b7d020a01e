import type { ActivityListing } from "./types.ts";

/** Gimnasia Rítmica in the site's lists: cards, descriptions, Valores y Días. */
export const listing = {
  summary: "Gimnasia rítmica desde los 4 años: elongación, coordinación y expresión.",
  valores: { order: 70, note: "Desde los 4 años." },
  home: { order: 50 },
} satisfies ActivityListing;
