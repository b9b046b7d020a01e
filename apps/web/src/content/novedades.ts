import type { PageCopy } from "./pages.ts";
/** The words of the news page and how many items it shows at a time. */
export const NOVEDADES_COPY = {
  /** News shown at first and added by each press of the button. */
  pageSize: 3,
  loadMore: "Cargar más noticias",
  listLabel: "Noticias del club",
} as const;

/** The page's title and description (tab, search results, link previews). */
export const NOVEDADES_PAGE: PageCopy = {
  title: "Novedades",
  description: "Las últimas noticias de CASA de Padua: resultados, eventos, inscripciones y más.",
};
