/**
 * The addresses of the news (apart from the news data, for the cards' links, the route
 * list and the sitemap): each item's page, and the pages of the list, a page at a time.
 */

/** An item's own page: `/novedades/<id>`. */
export const newsPath = (item: { id: string }) => `/novedades/${item.id}`;

/** Items on each page of /novedades: three rows of three on a wide screen. */
export const NEWS_PAGE_SIZE = 9;

/** Page `n` of the list (from 1): `/novedades`, then `/novedades/pagina/2`… */
export const newsListPath = (page: number) => (page <= 1 ? "/novedades" : `/novedades/pagina/${page}`);

/** How many pages the list has for `total` items (one, empty, when there are none). */
export const newsPageCount = (total: number) => Math.max(1, Math.ceil(total / NEWS_PAGE_SIZE));

/** Every page of the list after the first, for the route list and the sitemap. */
export const laterNewsListPaths = (total: number) =>
  Array.from({ length: newsPageCount(total) - 1 }, (_, index) => newsListPath(index + 2));
