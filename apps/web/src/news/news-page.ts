import { NEWS_PAGE_SIZE, newsListPath, newsPageCount } from "../site-data/news-path.ts";

/** One page of the news list: its number, its items and the address of the next page, if any. */
export interface NewsPage<T> {
  page: number;
  items: T[];
  /** `/novedades/pagina/3`; none on the last page. */
  next?: string;
}

/**
 * Page `page` (from 1) of `items` (newest first), `NEWS_PAGE_SIZE` at a time;
 * `undefined` past the last page (a 404). With no items, page 1 is an empty page.
 */
export function newsPage<T>(items: readonly T[], page: number): NewsPage<T> | undefined {
  const pages = newsPageCount(items.length);
  if (!Number.isInteger(page) || page < 1 || page > pages) return undefined;
  return {
    page,
    items: items.slice((page - 1) * NEWS_PAGE_SIZE, page * NEWS_PAGE_SIZE),
    ...(page < pages ? { next: newsListPath(page + 1) } : {}),
  };
}
