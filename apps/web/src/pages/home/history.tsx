import { StaticPart } from "../../components/static-part.tsx";
import { HISTORY } from "../../content/home.ts";
import { PARTS } from "./parts.ts";
import "./history.css";

/** The club's story and three figures (`/#club` lands here); the years follow today's date. */
export function HomeHistory({ years }: { years: number }) {
  return (
    <section id="club" className="home-section history" aria-labelledby="club-titulo">
      <div className="container history__inner">
        <StaticPart id="inicio-historia" className="history__text" load={PARTS.historyText} props={{}} />
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
