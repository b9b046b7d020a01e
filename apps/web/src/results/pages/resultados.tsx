import { Link } from "react-router";
import { PageHero } from "../../components/page-hero.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { RESULTS_COPY as COPY } from "../../site-data/results-pages.ts";
import { resultsByMonth, resultTeams, shownResults } from "../results-data.ts";
import { ResultsList } from "../results-list.tsx";
import { teamResultsPath } from "../results-path.ts";
import type { Route } from "./+types/resultados";
import "../results-list.css";
import "./resultados.css";

/**
 * Build time: every team's results, newest first, in months, with the league's scores
 * where it published them, the teams that have results, and the page's words. In the
 * page's HTML, never in its code. The route exists only when some result is shown (src/routes.ts).
 */
export async function loader() {
  const all = await shownResults();
  return {
    months: resultsByMonth(all).map(({ key, month, results }) => ({
      id: `mes-${key}`,
      title: COPY.monthTitle(month),
      results,
    })),
    teams: resultTeams(all).map((team) => ({ name: team.name, to: teamResultsPath(team.id) })),
    words: { title: COPY.title, lead: COPY.lead, description: COPY.description, teamsLabel: COPY.teamsLabel },
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData ? pageMeta({ title: loaderData.words.title, description: loaderData.words.description }) : [];

/**
 * Every team's results, newest first: a month per section, each card naming its team
 * (a fan scans down to last weekend's), and above them, a link per team to its own list.
 */
export default function ResultadosPage({ loaderData }: Route.ComponentProps) {
  const { months, teams, words } = loaderData;
  return (
    <>
      <PageHero title={words.title} lead={words.lead} />
      <div className="container resultados">
        <nav aria-label={words.teamsLabel} className="resultados__teams">
          <ul>
            {teams.map((team) => (
              <li key={team.to}>
                <Link to={team.to}>{team.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
        {months.map(({ id, title, results }) => (
          <section key={id} className="resultados__month" aria-labelledby={id}>
            <h2 id={id}>{title}</h2>
            <ResultsList results={results} showTeam />
          </section>
        ))}
      </div>
    </>
  );
}
