import type { Fixture } from "@casa/shared";
import { LEAGUE_TABLE_COPY as COPY } from "../content/league-table.ts";
import { type HighlightRule, isOurTeam } from "../league/highlight.ts";

interface FixtureListProps {
  /** Already cut to the matches to show (at most three). */
  fixtures: readonly Fixture[];
  /** Whose names are ours (docs/product.md#business-constants). */
  rule: HighlightRule;
  /** The league's iCalendar feed, for "Agregar a mi calendario". */
  calendarHref: string;
}

/**
 * Upcoming matches as cards: the header says (in words and colour) whether we play
 * at home or away, then date, time, teams and venue. An empty list says so, in the
 * original site's words. Its styles, fixture-list.css, come with the page (see StandingsTable).
 */
export function FixtureList({ fixtures, rule, calendarHref }: FixtureListProps) {
  if (fixtures.length === 0) {
    return (
      <div className="fixtures-empty">
        <p>{COPY.noFixtures}</p>
        <p>{COPY.noFixturesHint}</p>
      </div>
    );
  }
  const team = (name: string) =>
    isOurTeam(name, rule) ? (
      <strong>
        {name}
        <span className="visually-hidden"> {COPY.ourTeam}</span>
      </strong>
    ) : (
      <span>{name}</span>
    );
  return (
    <>
      <ul className="fixtures">
        {fixtures.map((match) => (
          <li
            key={`${match.fecha}-${match.hora}-${match.local}-${match.visitante}`}
            className={`fixture ${match.es_casa_local ? "fixture--home" : "fixture--away"}`}
          >
            <p className="fixture__header">
              <span className="fixture__side">{match.es_casa_local ? COPY.home : COPY.away}</span>
              <span>
                {match.fecha}
                {match.hora && ` · ${match.hora} ${COPY.hourSuffix}`}
              </span>
            </p>
            <p className="fixture__teams">
              {team(match.local)}
              <span className="fixture__vs">{COPY.versus}</span>
              {team(match.visitante)}
            </p>
            {match.lugar && (
              <p className="fixture__venue">
                {COPY.venue} {match.lugar}
              </p>
            )}
          </li>
        ))}
      </ul>
      <p className="fixtures__calendar">
        <a className="button button--ghost button--small" href={calendarHref} type="text/calendar">
          {COPY.addToCalendar}
          <span className="visually-hidden"> {COPY.calendarFile}</span>
        </a>
      </p>
    </>
  );
}
