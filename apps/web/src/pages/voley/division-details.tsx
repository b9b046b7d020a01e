import { SmartLink } from "../../components/smart-link.tsx";
import { LeagueTeamResults } from "../../results/team-results.tsx";
import type { TeamResultsSection } from "../../results/team-section.ts";
import { ctaLink } from "../../site-data/activities/cta-links.ts";
import type { VolleyDivisionId } from "../../site-data/voley.ts";
import { VOLLEY_JOIN_US as cta, VOLLEY_DIVISION_DETAILS } from "../../site-data/voley-division-details.ts";

interface VolleyDivisionDetailsProps {
  division: VolleyDivisionId;
  /** The team's latest results, from the page's loader; none, no section. */
  results: TeamResultsSection | null;
}

/**
 * A volleyball division's page below the table and the next match: the team's latest
 * results, the team, the Primera's training and federation cards, and the closing call.
 * Plain markup without behaviour, kept as prerendered (a `StaticPart`), so its copy and
 * code wait until the page renders in the browser. Its styles come with the page
 * (league-page.css, results-list.css).
 */
export function VolleyDivisionDetails({ division, results }: VolleyDivisionDetailsProps) {
  const { team, photo, training, federation } = VOLLEY_DIVISION_DETAILS[division];
  return (
    <>
      {results && <LeagueTeamResults section={results} headingId="voley-resultados" />}

      {team && (
        <section aria-labelledby="voley-equipo" className="league-page__story">
          <div>
            <h2 id="voley-equipo">{team.title}</h2>
            {team.paragraphs.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </div>
          {/* Below the table (and the first screen of a phone): fetched when scrolled near. */}
          <img
            className="league-page__photo"
            src={photo.src}
            alt={photo.alt}
            width={photo.width}
            height={photo.height}
            loading="lazy"
          />
        </section>
      )}

      {federation && (
        <div className="league-page__columns">
          {training && (
            <section aria-labelledby="voley-entrenamientos" className="card">
              <h2 id="voley-entrenamientos">{training.title}</h2>
              {/* One line of schedule: it reads better on a phone as a short text than as a table. */}
              <p>
                <strong>{training.schedule.group}</strong>
                <br />
                {training.schedule.days}
                <br />
                {training.schedule.hours}
              </p>
            </section>
          )}
          <section aria-labelledby="voley-federacion" className="card">
            <h2 id="voley-federacion">{federation.title}</h2>
            {federation.paragraphs.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </section>
        </div>
      )}

      {cta && (
        <section aria-labelledby="voley-sumate" className="league-page__promo" data-reveal>
          <h2 id="voley-sumate">{cta.title}</h2>
          <p>{cta.text}</p>
          <div className="league-page__actions">
            {cta.actions.map(
              (action, index) =>
                action.kind !== "call" && (
                  <SmartLink
                    key={action.kind}
                    {...ctaLink(action.kind)}
                    className={index === 0 ? "button league-page__promo-link" : "button button--ghost"}
                  >
                    {action.label}
                  </SmartLink>
                ),
            )}
          </div>
        </section>
      )}
    </>
  );
}
