import { promo, team, tournament, training } from "virtual:contenido/pagina/basquet-federal-detalles";
import { ScheduleTable } from "../../components/schedule-table.tsx";
import { SmartLink } from "../../components/smart-link.tsx";
import { LeagueText } from "../../league/league-text.tsx";
import { LeagueTeamResults } from "../../results/team-results.tsx";
import type { TeamResultsSection } from "../../results/team-section.ts";
import { ctaLink } from "../../site-data/activities/cta-links.ts";
import { ACTIVITY_PAGE_COPY } from "../../site-data/activity-page.ts";

/**
 * Básquet Federal below the table and the next match: the team's latest results (from
 * the page's loader; none, no section), then the team, training, the tournament and
 * the season promo, from its file (`actividades/basquet-federal.md`, `pagina`; the
 * training card's rows are its `horarios`). Plain markup without behaviour, kept as
 * prerendered (a `StaticPart`), so its copy and code wait until the page renders in the
 * browser. Its styles come with the page (league-page.css, results-list.css). A block
 * the file leaves out (or a draft, in a build) is not drawn.
 */
export function FederalDetails({ results }: { results: TeamResultsSection | null }) {
  return (
    <>
      {results && <LeagueTeamResults section={results} headingId="basquet-resultados" />}

      {team && <LeagueText id="basquet-equipo" block={team} />}

      {(training || tournament) && (
        <div className="league-page__columns">
          {training && (
            <section aria-labelledby="basquet-entrenamientos" className="card">
              <h2 id="basquet-entrenamientos">{training.title}</h2>
              <ScheduleTable caption={training.caption} rows={training.rows} />
              {training.note && <p>{training.note}</p>}
              <p>
                <SmartLink to="/horarios">{ACTIVITY_PAGE_COPY.week}</SmartLink>
              </p>
            </section>
          )}
          {tournament && (
            <section aria-labelledby="basquet-torneo" className="card">
              <h2 id="basquet-torneo">{tournament.title}</h2>
              <dl className="league-page__facts">
                {tournament.facts.map((fact) => (
                  <div key={fact.term}>
                    <dt>{fact.term}</dt>
                    <dd>{fact.detail}</dd>
                  </div>
                ))}
              </dl>
            </section>
          )}
        </div>
      )}

      {promo && (
        <section aria-labelledby="basquet-temporada" className="league-page__promo" data-reveal>
          {promo.eyebrow && <p className="league-page__eyebrow">{promo.eyebrow}</p>}
          <h2 id="basquet-temporada">{promo.title}</h2>
          <p>{promo.text}</p>
          {promo.actions.map(
            (action) =>
              action.kind !== "call" && (
                <SmartLink
                  key={action.kind}
                  {...ctaLink(action.kind)}
                  className="button league-page__promo-link"
                >
                  {action.label}
                </SmartLink>
              ),
          )}
        </section>
      )}
    </>
  );
}
