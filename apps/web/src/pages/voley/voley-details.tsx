import { history, school, teams } from "virtual:contenido/pagina/voley-detalles";
import { ScheduleTable } from "../../components/schedule-table.tsx";
import { SmartLink } from "../../components/smart-link.tsx";
import { LeagueText } from "../../league/league-text.tsx";
import { ACTIVITY_PAGE_COPY } from "../../site-data/activity-page.ts";

/**
 * `/voley` below the board: the history, our teams and the school. Plain markup without
 * behaviour, kept as prerendered (a `StaticPart`), so its copy and code wait until the
 * page renders in the browser. Its styles come with the page (voley.css, league-page.css).
 * Its texts are voley.md's `pagina`; the school's rows, its timetable's school rows. A
 * block the file leaves out (or a draft, in a build) is not drawn.
 */
export function VoleyDetails() {
  return (
    <>
      {history && <LeagueText id="voley-historia" block={history} />}

      {teams && (
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
      )}

      {school && (
        <section aria-labelledby="voley-escuela" className="card">
          <h2 id="voley-escuela">{school.title}</h2>
          <p>{school.text}</p>
          <ScheduleTable caption={school.caption} rows={school.rows} />
          <p>
            <SmartLink to="/#contacto" className="button">
              {school.button}
            </SmartLink>
          </p>
          <p>
            <SmartLink to="/horarios">{ACTIVITY_PAGE_COPY.week}</SmartLink>
          </p>
        </section>
      )}
    </>
  );
}
