import { ScheduleTable } from "../../components/schedule-table.tsx";
import { SmartLink } from "../../components/smart-link.tsx";
import { ACTIVITY_PAGE_COPY } from "../../site-data/activity-page.ts";
import { BASQUET_FEDERAL_DETAILS } from "../../site-data/basquet-federal-details.ts";
import { LeagueText } from "../../league/league-text.tsx";

/**
 * Básquet Federal below the table and the next match: the team, training, the
 * tournament and the season promo. Plain markup without behaviour, kept as prerendered
 * (a `StaticPart`), so its copy and code wait until the page renders in the browser.
 * Its styles come with the page (league-page.css).
 */
export function FederalDetails() {
  const { about, schedule, tournament, promo } = BASQUET_FEDERAL_DETAILS;
  return (
    <>
      <LeagueText id="basquet-equipo" block={about} />

      <div className="league-page__columns">
        <section aria-labelledby="basquet-entrenamientos" className="card">
          <h2 id="basquet-entrenamientos">{schedule.title}</h2>
          <ScheduleTable caption={schedule.caption} rows={schedule.rows} />
          <p>{schedule.note}</p>
          <p>
            <SmartLink to="/horarios">{ACTIVITY_PAGE_COPY.week}</SmartLink>
          </p>
        </section>
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
      </div>

      <section aria-labelledby="basquet-temporada" className="league-page__promo" data-reveal>
        <p className="league-page__eyebrow">{promo.eyebrow}</p>
        <h2 id="basquet-temporada">{promo.title}</h2>
        <p>{promo.text}</p>
        <SmartLink
          to={promo.link.to}
          external={promo.link.external}
          className="button league-page__promo-link"
        >
          {promo.link.label}
        </SmartLink>
      </section>
    </>
  );
}
