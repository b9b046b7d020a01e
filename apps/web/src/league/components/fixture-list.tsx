import type { Fixture } from "@casa/shared";
import { LEAGUE_TABLE_COPY as COPY } from "../../site-data/league-table.ts";
import { type HighlightRule, isOurTeam } from "../highlight.ts";
import { CalendarLinks } from "./calendar-links.tsx";

interface FixtureListProps {
  /** Already cut to the matches to show (one to three). */
  fixtures: readonly Fixture[];
  /** Whose names are ours (docs/product.md#business-constants). */
  rule: HighlightRule;
  /** The league, for its calendar feed ("Agregar a mi calendario" and the subscription). */
  calendar: { sport: string; division: string };
}

/**
 * Upcoming matches as cards: the header says (in words and colour) whether we play
 * at home or away, then date, time, teams and venue. Only for a list with matches
 * (a page without them says so instead, and offers no calendar: it would add
 * nothing). Its styles, fixture-list.css, come with the page (see StandingsTable).
 */
export function FixtureList({ fixtures, rule, calendar }: FixtureListProps) {
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
      <CalendarLinks sport={calendar.sport} division={calendar.division} />
    </>
  );
}
