import { data, Link, useLocation } from "react-router";
import { JsonLd } from "../components/json-ld.tsx";
import { NewsMeta } from "../components/news-card.tsx";
import { PageHero } from "../components/page-hero.tsx";
import { type NewsItem, newsAt } from "../content/news.ts";
import { NOTICIA_COPY as COPY } from "../content/noticia.ts";
import { pageMeta } from "../lib/meta.ts";
import { isRaster, type PreviewHandle } from "../lib/page-preview.ts";
import { newsArticleData } from "../lib/structured-data.ts";
import type { Route } from "./+types/noticia";
import "./noticia/noticia.css";

export const meta = ({ location }: Route.MetaArgs) => {
  const item = newsAt(location.pathname);
  return item ? pageMeta({ title: item.title, description: item.description }) : [];
};

/** The link preview shows the item's photo (drawings are SVG: the site's image then). */
export const handle: PreviewHandle = {
  preview: (pathname) => {
    const item = newsAt(pathname);
    if (!item) return undefined;
    const { src, width, height } = item.image;
    return { type: "article", image: isRaster(src) ? { src, width, height } : undefined };
  },
};

/** One news item's page (`/novedades/<id>`, one route per item in routes.ts): the whole story. */
export default function NoticiaPage() {
  const item = newsAt(useLocation().pathname);
  // The route table is made from the news data; a path without an item is a 404.
  if (!item) throw data("Noticia no encontrada", { status: 404 });
  return <NewsStory item={item} />;
}

function NewsStory({ item }: { item: NewsItem }) {
  return (
    <>
      <PageHero title={item.title} lead={item.description} photo={item.image}>
        <div className="noticia__meta">
          <NewsMeta item={item} />
        </div>
      </PageHero>
      <article className="container noticia">
        {item.body.map((paragraph) => (
          <p key={paragraph.slice(0, 32)}>{paragraph}</p>
        ))}
        <nav aria-label={COPY.navLabel} className="noticia__nav">
          <Link to="/novedades" className="button button--ghost">
            {COPY.more}
          </Link>
        </nav>
      </article>
      <JsonLd data={newsArticleData(item)} />
    </>
  );
}
