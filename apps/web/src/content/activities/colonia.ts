import type { ActivityListing } from "./types.ts";

/** Colonia de Vacaciones in the site's lists: cards, descriptions, Valores y Días. */
export const listing = {
  summary: "La colonia de verano del club: pileta, deportes y juegos. Inscripciones desde noviembre.",
  valores: { order: 180, note: "Inscripciones a partir de noviembre." },
  home: { order: 170, summary: "Pileta, deportes y juegos todo el verano. Inscripciones desde noviembre." },
  complementary: 110,
} satisfies ActivityListing;
