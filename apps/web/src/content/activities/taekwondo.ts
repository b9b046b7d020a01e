import type { ActivityListing } from "./types.ts";

/** Taekwondo in the site's lists: cards, descriptions, Valores y Días. */
export const listing = {
  summary: "Arte marcial coreano de patadas y golpes, con valores de respeto y constancia.",
  valores: { order: 100 },
  home: { order: 100 },
} satisfies ActivityListing;
