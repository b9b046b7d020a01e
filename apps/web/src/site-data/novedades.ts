/**
 * The interface words of the news pages (how many items each shows: `NEWS_PAGE_SIZE`,
 * news-path.ts). The list's description, also the line under its title, is the club's
 * (`content/novedades.yml`): the page reads it in its loader (`virtual:contenido/pagina/novedades`).
 */
export const NOVEDADES_COPY = {
  title: "Novedades",
  /** A link to the next page, which with JavaScript shows its items under these. */
  loadMore: "Cargar más noticias",
  listLabel: "Noticias del club",
  /** A later page's title: "Novedades, página 2". */
  pageTitle: (page: number) => `Novedades, página ${page}`,
  /** On a later page, back to the newest. */
  newest: "Ver las noticias más recientes",
} as const;
