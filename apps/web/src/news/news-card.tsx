import type { Ref } from "react";
import { Link } from "react-router";
import { DraftBadge } from "../components/draft-badge.tsx";
import { Icon } from "../components/icon.tsx";
import { ResponsiveImage } from "../components/responsive-image.tsx";
import { formatCalendarDate } from "../lib/calendar-date.ts";
import { NEWS_SECTION } from "../site-data/home-news.ts";
import type { NewsItem } from "../site-data/news.ts";
import { newsPath } from "../site-data/news-path.ts";

// Styles in news-card.css, imported by the pages: the home page's news is a static
// part, whose module must not import CSS (see StaticPart).

/** The category with its icon, and the date: on the cards and on the news page. */
export function NewsMeta({ item }: { item: NewsItem }) {
  return (
    <p className="news-card__meta">
      <span className="news-card__category">
        <Icon name={item.icon} />
        {item.category}
      </span>
      {item.draft && <DraftBadge />}
      <time dateTime={item.date}>{formatCalendarDate(item.date)}</time>
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
      {item.image && (
        <ResponsiveImage
          image={item.image}
          className="news-card__image"
          sizes="(min-width: 64em) 22rem, (min-width: 40em) 50vw, calc(100vw - 2rem)"
        />
      )}
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
