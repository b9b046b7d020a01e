/** The words of the news page and how many items it shows at a time. */
export const NOVEDADES_COPY = {
  /** News shown at first and added by each press of the button. */
  pageSize: 3,
  loadMore: "Cargar más noticias",
  listLabel: "Noticias del club",
} as const;
