import { StaticPart } from "../../components/static-part.tsx";
import { YearsOfHistory } from "../../components/years-of-history.tsx";
import { HISTORY } from "../../site-data/home.ts";
import { PARTS } from "./parts.ts";
import "./history.css";

/**
 * The club's story and three figures (`/#club` lands here); the years follow today's
 * date. Only their figure renders again when the visit's count differs from the build's:
 * an update from the page's root would reach its Suspense boundaries before they hydrate,
 * and React then draws them anew, fetching the home's static parts (+11.6 KB on a first
 * visit on 13/12/2026 to a page built the day before the centenary).
 */
export function HomeHistory({ builtYears }: { builtYears: number }) {
  return (
    <section id="club" className="home-section history" aria-labelledby="club-titulo">
      <div className="container history__inner">
        <StaticPart id="inicio-historia" className="history__text" load={PARTS.historyText} props={{}} />
        <ul className="history__stats" data-reveal>
          {HISTORY.stats.map((stat) => (
            <li key={stat.label}>
              <strong>{stat.value ?? <YearsOfHistory built={builtYears} />}</strong>
              <span>{stat.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
