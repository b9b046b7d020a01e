import WORDS from "virtual:contenido/pagina/novedades";
import { useEffect, useRef } from "react";
import { data, Link, useLocation } from "react-router";
import { FallbackLine } from "../components/fallback-line.tsx";
import { PageHero } from "../components/page-hero.tsx";
import { pageMeta } from "../lib/meta.ts";
import { CLUB } from "../site-data/club.ts";
import { NEWS_SECTION } from "../site-data/home-news.ts";
import { NEWS, type NewsItem } from "../site-data/news.ts";
import { NOVEDADES_COPY as COPY } from "../site-data/novedades.ts";
import type { Route } from "./+types/novedades";
import { NewsCard } from "./news-card.tsx";
import { newsPage } from "./news-page.ts";
import "../components/fallback-line.css";
import "./news-card.css";
import "./novedades.css";

/**
 * Build time: one page of the list (`/novedades`, then `/novedades/pagina/2`…, each
 * prerendered: react-router.config.ts), its items with their photos and the list's
 * description (`content/novedades.yml`) as the page's data (in its HTML, never the whole
 * archive in its code).
 */
export function loader({ params }: Route.LoaderArgs) {
  const page = newsPage(NEWS, params.pagina === undefined ? 1 : Number(params.pagina));
  // `/novedades/pagina/1` is `/novedades`: only later pages have an address of their own.
  if (!page || (params.pagina !== undefined && page.page < 2)) {
    throw data("Página no encontrada", { status: 404 });
  }
  return { ...page, description: WORDS.description };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta({
    title: loaderData && loaderData.page > 1 ? COPY.pageTitle(loaderData.page) : COPY.title,
    description: loaderData?.description ?? "",
  });

/** What "Cargar más noticias" carries to the next page: the items shown so far. */
interface ShownSoFar {
  before?: NewsItem[];
}

/**
 * The club's news, a page at a time. "Cargar más noticias" is a link to the next page,
 * so it works without JavaScript. With it, the link goes there inside the app carrying
 * the items shown so far in the history entry: the next page shows them above its own,
 * without scrolling back up, and focus moves to the first new title, so keyboard and
 * screen-reader users land on what was just added (and "back" returns to the shorter
 * list). It goes when none are left. (Router links and history state only: a fetcher
 * would add ~0.4 KB of router code to every page's first load.)
 */
export default function NovedadesPage({ loaderData }: Route.ComponentProps) {
  const before = (useLocation().state as ShownSoFar | null)?.before ?? [];
  const items = [...before, ...loaderData.items];
  const firstNew = useRef<HTMLHeadingElement>(null);

  // Arrived from "Cargar más noticias": to the first of the items it added. After the
  // layout's own move of focus to each new page's content (its effect runs after this
  // page's), hence the timer.
  useEffect(() => {
    if (before.length === 0) return;
    const timer = setTimeout(() => firstNew.current?.focus());
    return () => clearTimeout(timer);
  }, [before.length]);

  const appended = before.length > 0;
  const title = loaderData.page > 1 && !appended ? COPY.pageTitle(loaderData.page) : COPY.title;
  const { next } = loaderData;
  return (
    <>
      <PageHero title={title} lead={loaderData.description} />
      <section className="container novedades" aria-label={COPY.listLabel}>
        {items.length > 0 ? (
          <ul className="novedades__list">
            {items.map((item, index) => (
              <li key={item.id}>
                <NewsCard
                  item={item}
                  level={2}
                  titleRef={appended && index === before.length ? firstNew : undefined}
                />
              </li>
            ))}
          </ul>
        ) : (
          <FallbackLine
            text={NEWS_SECTION.none}
            link={{ label: NEWS_SECTION.noneLink, to: CLUB.social.instagram }}
          />
        )}
        {(next || (loaderData.page > 1 && !appended)) && (
          <div className="novedades__more">
            {next && (
              <Link
                to={next}
                state={{ before: items } satisfies ShownSoFar}
                preventScrollReset
                className="button"
              >
                {COPY.loadMore}
              </Link>
            )}
            {loaderData.page > 1 && !appended && (
              <Link to="/novedades" className="button button--ghost">
                {COPY.newest}
              </Link>
            )}
          </div>
        )}
      </section>
    </>
  );
}
