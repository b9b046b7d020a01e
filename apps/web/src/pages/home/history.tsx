import { StaticPart } from "../../components/static-part.tsx";
import { YearsOfHistory } from "../../components/years-of-history.tsx";
import type { ClubFigures } from "../../site-data/content-files/types-home.ts";
import { PARTS } from "./parts.ts";
import "./history.css";

/**
 * The club's story and its figures (`historia.yml`, the same as Historia's; `/#club` lands
 * here); the years follow today's date. Only their figure renders again when the visit's
 * count differs from the build's: an update from the page's root would reach its Suspense
 * boundaries before they hydrate, and React then draws them anew, fetching the home's
 * static parts (+11.6 KB on a first visit on 13/12/2026 to a page built the day before
 * the centenary).
 */
export function HomeHistory({ builtYears, figures }: { builtYears: number; figures: ClubFigures }) {
  return (
    <section id="club" className="home-section history" aria-labelledby="club-titulo">
      <div className="container history__inner">
        <StaticPart id="inicio-historia" className="history__text" load={PARTS.historyText} props={{}} />
        <ul className="history__stats" data-reveal>
          <li>
            <strong>
              <YearsOfHistory built={builtYears} />
            </strong>
            <span>{figures.years}</span>
          </li>
          {figures.others.map((figure) => (
            <li key={figure.label}>
              <strong>{figure.value}</strong>
              <span>{figure.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
