import { data, Link } from "react-router";
import { JsonLd } from "../../components/json-ld.tsx";
import { PageHero } from "../../components/page-hero.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { teamResultsCopy } from "../../site-data/results-pages.ts";
import { matchEventData } from "../match-event-data.ts";
import { resultsOfTeam, shownResults } from "../results-data.ts";
import { ResultsList } from "../results-list.tsx";
import { RESULTS_PATH } from "../results-path.ts";
import type { Route } from "./+types/resultados-equipo";
import "../results-list.css";
import "./resultados.css";

/**
 * Build time: one team's results (one page per team with results,
 * react-router.config.ts), newest first, with the league's scores where it published
 * them, its words and each match as schema.org data. In the page's HTML, never in its code.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const own = resultsOfTeam(await shownResults(), params.equipo);
  if (!own) throw data("Equipo sin resultados", { status: 404 });
  return {
    ...own,
    allPath: RESULTS_PATH,
    words: teamResultsCopy(own.team.name),
    events: own.results.map((result) => matchEventData(result)),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData ? pageMeta({ title: loaderData.words.title, description: loaderData.words.lead }) : [];

/** All of a team's results (`/resultados/equipo/<id>`), newest first, and the way back to its page. */
export default function ResultadosEquipoPage({ loaderData }: Route.ComponentProps) {
  const { team, results, allPath, words, events } = loaderData;
  return (
    <>
      <PageHero title={words.title} lead={words.lead} />
      <section className="container resultados" aria-label={words.listLabel}>
        <ResultsList results={results} />
        <nav aria-label={words.navLabel} className="resultados__nav">
          <Link to={team.path} className="button">
            {words.teamPage}
          </Link>
          <Link to={allPath} className="button button--ghost">
            {words.all}
          </Link>
        </nav>
      </section>
      <JsonLd data={events} />
    </>
  );
}
