import type { Ref } from "react";
import { Link } from "react-router";
import { NEWS_SECTION } from "../content/home-news.ts";
import type { NewsItem } from "../content/news.ts";
import { newsPath } from "../content/news-path.ts";
import { ResponsiveImage } from "./responsive-image.tsx";

// Styles in news-card.css, imported by the pages: the home page's news is a static
// part, whose module must not import CSS (see StaticPart).

// The news date is a calendar date, not an instant: formatting it as midnight UTC in
// UTC gives the same day on the build machine, in Buenos Aires and anywhere else.
const DATE = new Intl.DateTimeFormat("es-AR", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** "15 de noviembre de 2026" for `2026-11-15`. */
export const formatNewsDate = (isoDate: string) => DATE.format(new Date(`${isoDate}T00:00:00Z`));

/** Small line icons for the category, drawn with one path each (no icon library). */
const ICONS: Record<NewsItem["icon"], string> = {
  trophy: "M8 4h8v5a4 4 0 0 1-8 0zM8 6H5v1a3 3 0 0 0 3 3M16 6h3v1a3 3 0 0 1-3 3M12 13v4M9 20h6",
  calendar: "M5 6h14v13H5zM5 10h14M9 4v4M15 4v4",
  heart: "M12 19s-7-4.4-7-9.5A3.5 3.5 0 0 1 12 7a3.5 3.5 0 0 1 7 2.5C19 14.6 12 19 12 19z",
  users:
    "M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3 19c0-3 3-5 6-5s6 2 6 5M16 5a3 3 0 0 1 0 6M18 14c2 .6 3 2.4 3 5",
  star: "m12 4 2.4 5 5.4.6-4 3.7 1.1 5.4L12 16l-4.9 2.7 1.1-5.4-4-3.7 5.4-.6z",
  megaphone: "M4 10v4h3l7 4V6l-7 4zM17 9a4 4 0 0 1 0 6",
};

/** The category with its icon, and the date: on the cards and on the news page. */
export function NewsMeta({ item }: { item: NewsItem }) {
  return (
    <p className="news-card__meta">
      <span className="news-card__category">
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={ICONS[item.icon]} />
        </svg>
        {item.category}
      </span>
      <time dateTime={item.date}>{formatNewsDate(item.date)}</time>
    </p>
  );
}

interface NewsCardProps {
  item: NewsItem;
  /** Level of the title under the page's headings (3 on the home page, 2 on /novedades). */
  level?: 2 | 3;
  /** For moving focus to this card's title (the news list does, after "Cargar más noticias"). */
  titleRef?: Ref<HTMLHeadingElement>;
}

/**
 * One news item, the same on the home page and on /novedades: picture, category and
 * date, title, summary and "Leer más", which opens the item's own page.
 */
export function NewsCard({ item, level = 3, titleRef }: NewsCardProps) {
  const Title = `h${level}` as const;
  return (
    <article className="news-card" data-reveal>
      <ResponsiveImage
        image={item.image}
        className="news-card__image"
        sizes="(min-width: 64em) 22rem, (min-width: 40em) 50vw, calc(100vw - 2rem)"
      />
      <div className="news-card__body">
        <NewsMeta item={item} />
        <Title ref={titleRef} id={`noticia-${item.id}`} className="news-card__title" tabIndex={-1}>
          {item.title}
        </Title>
        <p className="news-card__text">{item.description}</p>
        <Link to={newsPath(item)} className="news-card__more">
          {NEWS_SECTION.readMore}
          <span className="visually-hidden">
            {" "}
            {NEWS_SECTION.readMoreContext} {item.title}
          </span>
        </Link>
      </div>
    </article>
  );
}
