import LEADS from "virtual:contenido/pagina/inicio/secciones";
import { Link } from "react-router";
import { SPORTS } from "../../site-data/home-sports.ts";
import { SectionHeading } from "./section-heading.tsx";

/** The 18 sports and activities, each card a link to its page. */
export function HomeSports() {
  return (
    <section className="home-section" aria-labelledby="deportes-titulo">
      <div className="container">
        <SectionHeading id="deportes-titulo" title={SPORTS.title} lead={LEADS.sports} />
        <ul className="sports-grid">
          {SPORTS.cards.map((card) => (
            <li key={card.path} data-reveal>
              <Link to={card.path} className="sport-card">
                <h3>{card.name}</h3>
                <p>{card.summary}</p>
              </Link>
            </li>
          ))}
        </ul>
        <p className="home-section__more">
          <Link to={SPORTS.all.to} className="button button--ghost">
            {SPORTS.all.label}
          </Link>
        </p>
      </div>
    </section>
  );
}
