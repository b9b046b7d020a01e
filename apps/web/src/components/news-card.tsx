import type { Ref } from "react";
import type { NewsItem } from "../content/news.ts";
import { formatCalendarDate } from "../lib/calendar-date.ts";
import { Icon } from "./icon.tsx";
import "./news-card.css";

interface NewsCardProps {
  item: NewsItem;
  /** Level of the title under the page's headings (2 on /novedades). */
  level?: 2 | 3;
  /** For moving focus to this card's title (the news list does, after "Cargar más noticias"). */
  titleRef?: Ref<HTMLHeadingElement>;
}

/** One news item: artwork, date, category and the story in two lines. */
export function NewsCard({ item, level = 3, titleRef }: NewsCardProps) {
  const Title = `h${level}` as const;
  return (
    <article className="news-card" data-reveal>
      <img
        className="news-card__image"
        src={item.image}
        alt=""
        width={400}
        height={225}
        loading="lazy"
        decoding="async"
      />
      <div className="news-card__body">
        <p className="news-card__meta">
          <span className="news-card__category">
            <Icon name={item.icon} />
            {item.category}
          </span>
          <time dateTime={item.date}>{formatCalendarDate(item.date)}</time>
        </p>
        <Title ref={titleRef} id={`noticia-${item.id}`} className="news-card__title" tabIndex={-1}>
          {item.title}
        </Title>
        <p className="news-card__text">{item.description}</p>
      </div>
    </article>
  );
}
