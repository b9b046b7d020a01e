import LEADS from "virtual:contenido/pagina/inicio/secciones";
import LATEST from "virtual:contenido/portada";
import { FallbackLine } from "../../components/fallback-line.tsx";
import { NewsCard } from "../../news/news-card.tsx";
import { CLUB } from "../../site-data/club.ts";
import { NEWS_SECTION } from "../../site-data/home-news.ts";
import { SectionHeading } from "./section-heading.tsx";

/**
 * The newest items of the club's news, each opening its own page; until the club
 * publishes one, a line that sends to its Instagram.
 */
export function HomeNews({ items = LATEST }: { items?: typeof LATEST }) {
  return (
    <section className="home-section" aria-labelledby="novedades-titulo">
      <div className="container">
        <SectionHeading id="novedades-titulo" title={NEWS_SECTION.title} lead={LEADS.news} />
        {items.length > 0 ? (
          <ul className="home-grid home-grid--3">
            {items.map((item) => (
              <li key={item.id}>
                <NewsCard item={item} />
              </li>
            ))}
          </ul>
        ) : (
          <FallbackLine
            text={NEWS_SECTION.none}
            link={{ label: NEWS_SECTION.noneLink, to: CLUB.social.instagram }}
          />
        )}
      </div>
    </section>
  );
}
