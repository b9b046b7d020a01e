import type { ActivityListing } from "./types.ts";

/** Judo in the site's lists: cards, descriptions, Valores y Días. */
export const listing = {
  summary: "Disciplina, respeto y técnica para chicos y adultos.",
  valores: { order: 30, note: "La primera clase de prueba es gratis." },
  home: { order: 60 },
} satisfies ActivityListing;
