import { data, Link } from "react-router";
import { HeroPhoto } from "../components/hero-photo.tsx";
import { JsonLd } from "../components/json-ld.tsx";
import { NewsMeta } from "../components/news-card.tsx";
import { PageHero } from "../components/page-hero.tsx";
import { newsAt } from "../content/news.ts";
import { newsPath } from "../content/news-path.ts";
import { NEWS_STORIES } from "../content/news-stories.ts";
import { NOTICIA_COPY as COPY } from "../content/noticia.ts";
import { pageMeta } from "../lib/meta.ts";
import { newsArticleData } from "../lib/news-article-data.ts";
import { isRaster, type PagePreview } from "../lib/page-preview.ts";
import type { Route } from "./+types/noticia";
import "../components/news-card.css";
import "./noticia/noticia.css";

/**
 * Runs when the page is prerendered (build time): the item of this address (one page
 * per item, react-router.config.ts), its story, its schema.org data and its link preview. The
 * browser gets them as the page's data, never the whole news archive in its code.
 */
export function loader({ params }: Route.LoaderArgs) {
  const item = newsAt(newsPath({ id: params.id }));
  const story = item && NEWS_STORIES[item.id];
  if (!item || !story) throw data("Noticia no encontrada", { status: 404 });
  const { src, width, height } = item.image;
  const preview: PagePreview = {
    type: "article",
    // A drawing (SVG) cannot be a link preview: the site's image stands in.
    image: isRaster(src) ? { src, width, height } : undefined,
  };
  return { item, body: story.body, article: newsArticleData(item, story.body), preview };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData ? pageMeta({ title: loaderData.item.title, description: loaderData.item.description }) : [];

/** One news item's page (`/novedades/<id>`): title, category and date, photo, the whole story. */
export default function NoticiaPage({ loaderData }: Route.ComponentProps) {
  const { item, body, article } = loaderData;
  return (
    <>
      <PageHero title={item.title} lead={item.description} photo={<HeroPhoto image={item.image} />}>
        <div className="noticia__meta">
          <NewsMeta item={item} />
        </div>
      </PageHero>
      <article className="container noticia">
        {body.map((paragraph) => (
          <p key={paragraph.slice(0, 32)}>{paragraph}</p>
        ))}
        <nav aria-label={COPY.navLabel} className="noticia__nav">
          <Link to="/novedades" className="button button--ghost">
            {COPY.more}
          </Link>
        </nav>
      </article>
      <JsonLd data={article} />
    </>
  );
}
