import { NewsCard } from "../../components/news-card.tsx";
import { NEWS_SECTION } from "../../content/home-news.ts";
import { NEWS } from "../../content/news.ts";
import { SectionHeading } from "./section-heading.tsx";

/** The three newest items of the club's news, each opening its own page. */
export function HomeNews() {
  return (
    <section className="home-section" aria-labelledby="novedades-titulo">
      <div className="container">
        <SectionHeading id="novedades-titulo" title={NEWS_SECTION.title} lead={NEWS_SECTION.lead} />
        <ul className="home-grid home-grid--3">
          {NEWS.slice(0, NEWS_SECTION.count).map((item) => (
            <li key={item.id}>
              <NewsCard item={item} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
