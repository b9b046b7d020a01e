import { data, Link } from "react-router";
import { HeroPhoto } from "../components/hero-photo.tsx";
import { JsonLd } from "../components/json-ld.tsx";
import { PageHero } from "../components/page-hero.tsx";
import { pageMeta } from "../lib/meta.ts";
import { isRaster, type PagePreview } from "../lib/page-preview.ts";
import { newsAt, newsBody, newsText } from "../site-data/news.ts";
import { newsPath } from "../site-data/news-path.ts";
import { NOTICIA_COPY as COPY } from "../site-data/noticia.ts";
import type { Route } from "./+types/noticia";
import { newsArticleData } from "./news-article-data.ts";
import { NewsMeta } from "./news-card.tsx";
import "./news-card.css";
import "./noticia.css";

/**
 * Runs when the page is prerendered (build time): the item of this address (one page
 * per item, react-router.config.ts), its text (HTML made from the file's Markdown at
 * build time), its schema.org data (with the text's words, read from the same Markdown)
 * and its link preview. The browser gets them as the page's data, never the whole news
 * archive in its code.
 */
export function loader({ params }: Route.LoaderArgs) {
  const item = newsAt(newsPath({ id: params.id }));
  const body = item && newsBody(item.id);
  if (!item || body === undefined) throw data("Noticia no encontrada", { status: 404 });
  const preview: PagePreview = {
    type: "article",
    // A drawing (SVG) cannot be a link preview: the site's image stands in.
    image: item.image && isRaster(item.image.src) ? item.image : undefined,
  };
  if (preview.image) {
    const { src, width, height } = preview.image;
    preview.image = { src, width, height };
  }
  return { item, body, article: newsArticleData(item, newsText(item.id) ?? ""), preview };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData ? pageMeta({ title: loaderData.item.title, description: loaderData.item.description }) : [];

/** One news item's page (`/novedades/<id>`): title, category and date, photo, the whole text. */
export default function NoticiaPage({ loaderData }: Route.ComponentProps) {
  const { item, body, article } = loaderData;
  return (
    <>
      <PageHero
        title={item.title}
        lead={item.description}
        photo={item.image && <HeroPhoto image={item.image} />}
      >
        <div className="noticia__meta">
          <NewsMeta item={item} />
        </div>
      </PageHero>
      <article className="container noticia">
        {/* The file's Markdown made HTML at build time by micromark, which never lets HTML typed in the text through. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: made from the content file at build time, escaped */}
        <div className="noticia__texto" dangerouslySetInnerHTML={{ __html: body }} />
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
