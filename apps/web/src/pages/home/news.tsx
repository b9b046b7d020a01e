import { Link } from "react-router";
import { Icon } from "../../components/icon.tsx";
import { ResponsiveImage } from "../../components/responsive-image.tsx";
import { NEWS_SECTION } from "../../content/home-news.ts";
import { NEWS } from "../../content/news.ts";
import { formatCalendarDate } from "../../lib/calendar-date.ts";
import { SectionHeading } from "./section-heading.tsx";

/** The three newest items of the club's news, each pointing to /novedades. */
export function HomeNews() {
  return (
    <section className="home-section" aria-labelledby="novedades-titulo">
      <div className="container">
        <SectionHeading id="novedades-titulo" title={NEWS_SECTION.title} lead={NEWS_SECTION.lead} />
        <ul className="home-grid home-grid--3">
          {NEWS.slice(0, NEWS_SECTION.count).map((item) => (
            <li key={item.id} className="news-card" data-reveal>
              {/* The artwork only illustrates the title next to it. */}
              <ResponsiveImage
                image={{ src: item.image, width: 800, height: 600, alt: "" }}
                className="news-card__art"
                sizes="(min-width: 64em) 22rem, (min-width: 40em) 50vw, 100vw"
              />
              <div className="news-card__body">
                <p className="news-card__meta">
                  <span className="news-card__category">
                    <Icon name={item.icon} />
                    {item.category}
                  </span>
                  <time dateTime={item.date}>{formatCalendarDate(item.date)}</time>
                </p>
                <h3>{item.title}</h3>
                <p>{item.description}</p>
                <Link to="/novedades" className="news-card__more">
                  {NEWS_SECTION.readMore}
                  <span className="visually-hidden">
                    {" "}
                    {NEWS_SECTION.readMoreContext} {item.title}
                  </span>
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
