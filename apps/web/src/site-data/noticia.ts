/** The words of a news item's own page (`/novedades/<id>`); the story itself is in `news.ts`. */
export const NOTICIA_COPY = {
  /** Under the story. */
  more: "Ver más novedades del club",
  /** Accessible name of the link row under the story. */
  navLabel: "Novedades",
} as const;
