/** The home page's "latest news" section: its heading; the items are the newest of `news.ts`. */
export const NEWS_SECTION = {
  title: "Últimas novedades",
  lead: "Lo que pasa en el club, en la cancha y fuera de ella.",
  /** How many of the newest items of `news.ts` the home page shows. */
  count: 3,
  readMore: "Leer más",
  /** Read after "Leer más" by screen readers only, before the news title. */
  readMoreContext: "sobre",
};
