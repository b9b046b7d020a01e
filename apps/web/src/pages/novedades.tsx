import { useEffect, useRef, useState } from "react";
import { NewsCard } from "../components/news-card.tsx";
import { PageHero } from "../components/page-hero.tsx";
import { NEWS } from "../content/news.ts";
import { NOVEDADES_COPY as COPY, NOVEDADES_PAGE } from "../content/novedades.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/novedades";
import "../components/news-card.css";
import "./novedades/novedades.css";

const page = NOVEDADES_PAGE;

/** Build time: the news with their photos, as the page's data (in its HTML) rather than in its code. */
export const loader = () => ({ news: NEWS });

export const meta = () => pageMeta(page);

/**
 * The club's news, a few at a time: "Cargar más noticias" adds the next ones and goes
 * away when there are no more. Focus moves to the first new title, so keyboard and
 * screen-reader users land on what was just added.
 */
export default function NovedadesPage({ loaderData }: Route.ComponentProps) {
  const { news } = loaderData;
  const [shown, setShown] = useState<number>(COPY.pageSize);
  const firstNew = useRef<HTMLHeadingElement>(null);
  // Position of the first item the last press added; null until the button is used.
  const [firstNewIndex, setFirstNewIndex] = useState<number | null>(null);
  const visible = news.slice(0, shown);

  useEffect(() => {
    if (firstNewIndex !== null) firstNew.current?.focus();
  }, [firstNewIndex]);

  const loadMore = () => {
    setFirstNewIndex(shown);
    setShown(Math.min(shown + COPY.pageSize, news.length));
  };

  return (
    <>
      <PageHero title={page.title} lead={page.description} />
      <section className="container novedades" aria-label={COPY.listLabel}>
        <ul className="novedades__list">
          {visible.map((item, index) => (
            <li key={item.id}>
              <NewsCard item={item} level={2} titleRef={index === firstNewIndex ? firstNew : undefined} />
            </li>
          ))}
        </ul>
        {shown < news.length && (
          <div className="novedades__more">
            <button type="button" className="button" onClick={loadMore}>
              {COPY.loadMore}
            </button>
          </div>
        )}
      </section>
    </>
  );
}
