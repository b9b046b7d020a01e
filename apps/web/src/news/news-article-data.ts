import { config } from "../config.ts";
import { isRaster } from "../lib/page-preview.ts";
import { CLUB } from "../site-data/club.ts";
import type { NewsItem } from "../site-data/news.ts";
import { newsPath } from "../site-data/news-path.ts";

/**
 * A news item as schema.org `NewsArticle` (JSON-LD), published by the club, with its
 * own picture when it is a photo (else the site's preview image). Built when the page is prerendered.
 */
export function newsArticleData(
  item: NewsItem,
  /** The item's text, plain (its HTML without tags). */
  body: string,
  siteUrl: string = config.siteUrl,
): Record<string, unknown> {
  const url = `${siteUrl}${newsPath(item)}`;
  return {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    headline: item.title,
    description: item.description,
    datePublished: item.date,
    articleSection: item.category,
    inLanguage: "es-AR",
    url,
    mainEntityOfPage: url,
    image: `${siteUrl}${item.image && isRaster(item.image.src) ? item.image.src : "/og-image.jpg"}`,
    articleBody: body,
    author: { "@type": "SportsClub", name: CLUB.name, url: `${siteUrl}/` },
    publisher: {
      "@type": "SportsClub",
      name: CLUB.name,
      logo: { "@type": "ImageObject", url: `${siteUrl}/icon-512.png` },
    },
  };
}
