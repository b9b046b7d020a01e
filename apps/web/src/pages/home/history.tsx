import { Link } from "react-router";
import { SmartLink } from "../../components/smart-link.tsx";
import { CLUB } from "../../content/club.ts";
import { HISTORY } from "../../content/home.ts";
import "./history.css";

/** The club's story in two paragraphs and three figures (`/#club` lands here). */
export function HomeHistory({ years }: { years: number }) {
  return (
    <section id="club" className="home-section history" aria-labelledby="club-titulo">
      <div className="container history__inner">
        <div className="history__text" data-reveal>
          <h2 id="club-titulo">{HISTORY.title}</h2>
          {HISTORY.paragraphs.map((paragraph) => (
            <p key={paragraph}>
              {paragraph
                .replace("{founded}", CLUB.foundedLabel)
                .replace("{renamed}", String(CLUB.renamedYear))}
            </p>
          ))}
          <p className="history__links">
            <Link to={HISTORY.more.to} className="button history__button">
              {HISTORY.more.label}
            </Link>
            <SmartLink to={CLUB.encyclopediaUrl} className="history__external">
              {HISTORY.encyclopedia}
            </SmartLink>
          </p>
        </div>
        <ul className="history__stats" data-reveal>
          {HISTORY.stats.map((stat) => (
            <li key={stat.label}>
              <strong>{stat.value ?? years}</strong>
              <span>{stat.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
