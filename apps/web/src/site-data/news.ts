/**
 * The club's news: one Markdown file per item in `apps/web/content/noticias/` (its front
 * matter, then its text), checked and read at build time (`content-files/read-news.ts`). Newest
 * first. Pages read this in their build-time loaders only (/novedades, each item's page,
 * the sitemap), so no page's JavaScript carries the archive; the home page's few newest
 * come from `virtual:contenido/portada`.
 */
import { bodies, news, texts } from "virtual:contenido/noticias";
import { newsPath } from "./news-path.ts";

export type { NewsItem } from "./content-files/types.ts";
export { newsPath };

/** Every item the build publishes (the dev server adds the drafts, marked), newest first. */
export const NEWS = news;

/** An item's text, HTML made from its Markdown at build time. */
export const newsBody = (id: string): string | undefined => bodies[id];

/** An item's text, plain: its words without the Markdown's markup (content-files/markdown-text.ts). */
export const newsText = (id: string): string | undefined => texts[id];

/** The news item whose page is at `pathname`, if any. */
export function newsAt(pathname: string): (typeof NEWS)[number] | undefined {
  const path = pathname.replace(/\/+$/, "");
  return NEWS.find((item) => newsPath(item) === path);
}
