import type { ActivityListing } from "./types.ts";

/** Aikido in the site's lists: cards, descriptions, Valores y Días. */
export const listing = {
  summary: "Arte marcial japonés de armonía y defensa personal, para adultos desde los 16 años.",
  valores: { order: 40, note: "Adultos desde 16 años. La primera clase es gratis." },
  home: { order: 10 },
} satisfies ActivityListing;
