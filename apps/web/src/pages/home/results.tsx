import { Link } from "react-router";
import { ResultsList } from "../../results/results-list.tsx";
import { RESULTS_PATH } from "../../results/results-path.ts";
import { RESULTS_WORDS } from "../../results/results-words.ts";
import type { MatchResult } from "../../site-data/content-files/types-results.ts";
import { SectionHeading } from "./section-heading.tsx";

interface HomeResultsProps {
  /** The last weekend on the build's day, Friday to Sunday (`last-weekend.ts`). */
  weekend: { from: string; to: string };
  /** Its results, newest first, official scores in; the page draws no section without any. */
  results: readonly MatchResult[];
}

/** "Resultados": how the club's teams did the last weekend, each card naming its team, and the way to all results. */
export function HomeResults({ weekend, results }: HomeResultsProps) {
  return (
    <section className="home-section home-section--alt" aria-labelledby="resultados-titulo">
      <div className="container">
        <SectionHeading
          id="resultados-titulo"
          title={RESULTS_WORDS.homeTitle}
          lead={RESULTS_WORDS.homeLead(weekend)}
        />
        <ResultsList results={results} showTeam />
        <p className="results-all">
          <Link to={RESULTS_PATH}>{RESULTS_WORDS.all}</Link>
        </p>
      </div>
    </section>
  );
}
