import type { PageCopy } from "./pages.ts";
/** The words of the news pages (how many items each shows: `NEWS_PAGE_SIZE`, news-path.ts). */
export const NOVEDADES_COPY = {
  /** A link to the next page, which with JavaScript shows its items under these. */
  loadMore: "Cargar más noticias",
  listLabel: "Noticias del club",
  /** A later page's title: "Novedades, página 2". */
  pageTitle: (page: number) => `Novedades, página ${page}`,
  /** On a later page, back to the newest. */
  newest: "Ver las noticias más recientes",
} as const;

/** The page's title and description (tab, search results, link previews). */
export const NOVEDADES_PAGE: PageCopy = {
  title: "Novedades",
  description: "Las últimas noticias de CASA de Padua: resultados, eventos, inscripciones y más.",
};
