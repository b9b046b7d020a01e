import { ScheduleTable } from "../../components/schedule-table.tsx";
import { SmartLink } from "../../components/smart-link.tsx";
import { ACTIVITY_PAGE_COPY } from "../../site-data/activity-page.ts";
import { VOLLEY_DETAILS } from "../../site-data/voley-details.ts";
import { LeagueText } from "../../league/league-text.tsx";

/**
 * `/voley` below the board: the history, our teams and the school. Plain markup without
 * behaviour, kept as prerendered (a `StaticPart`), so its copy and code wait until the
 * page renders in the browser. Its styles come with the page (voley.css, league-page.css).
 */
export function VoleyDetails() {
  const { history, teams, school } = VOLLEY_DETAILS;
  return (
    <>
      <LeagueText id="voley-historia" block={history} />

      <section aria-labelledby="voley-equipos">
        <h2 id="voley-equipos">{teams.title}</h2>
        <ul className="volley-teams">
          {teams.cards.map((card) => (
            <li key={card.title} className="card" data-reveal>
              <h3>{card.title}</h3>
              <p>{card.text}</p>
              <SmartLink to={card.link.to} className="button button--small">
                {card.link.label}
              </SmartLink>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="voley-escuela" className="card">
        <h2 id="voley-escuela">{school.title}</h2>
        <p>{school.text}</p>
        <ScheduleTable caption={school.caption} rows={school.rows} />
        <p>
          <SmartLink to={school.link.to} className="button">
            {school.link.label}
          </SmartLink>
        </p>
        <p>
          <SmartLink to="/horarios">{ACTIVITY_PAGE_COPY.week}</SmartLink>
        </p>
      </section>
    </>
  );
}
