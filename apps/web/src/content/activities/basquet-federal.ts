import type { ActivityListing } from "./types.ts";

/** Básquet Federal in the site's lists: cards, descriptions, Valores y Días. */
export const listing = {
  summary: "Nuestro primer equipo en la Liga Federal de Básquet.",
  valores: { order: 10, name: "Básquet" },
  home: {
    order: 30,
    name: "Básquet",
    path: "/basquet",
    summary: "Liga Federal, Metropolitano e inferiores: el deporte de la casa.",
  },
} satisfies ActivityListing;
