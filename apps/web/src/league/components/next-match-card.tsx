import { useId } from "react";
import { Link } from "react-router";
import { NEXT_MATCH_COPY as COPY, LEAGUE_NAMES } from "../../site-data/next-match.ts";
import { matchDayAndTime, type NextMatch } from "../next-match.ts";
import { CalendarLinks } from "./calendar-links.tsx";

interface NextMatchCardProps {
  match: NextMatch;
  /** Link the league's name to its page (on the home page; a league page is that page). */
  linkLeague?: boolean;
}

/**
 * "Próximo partido": our club's next real match: the league, the rival, home or away
 * (in words and colour), the day and time in Buenos Aires time whatever the phone's
 * zone, the venue when the league gives it, and the calendar links. Its styles,
 * next-match.css, come with each page that can show it.
 */
export function NextMatchCard({ match, linkLeague = false }: NextMatchCardProps) {
  const headingId = useId();
  const { day, time } = matchDayAndTime(match.startsAt);
  const league = LEAGUE_NAMES[match.league];
  const [sport = "", division = ""] = match.league.split("/");
  return (
    <section
      className={`next-match ${match.home ? "next-match--home" : "next-match--away"}`}
      aria-labelledby={headingId}
    >
      <div className="next-match__head">
        <h2 id={headingId}>{COPY.title}</h2>
        <span className="next-match__side">{match.home ? COPY.home : COPY.away}</span>
      </div>
      <div className="next-match__body">
        <p className="next-match__league">
          {linkLeague ? <Link to={league.page}>{league.name}</Link> : league.name}
        </p>
        <p className="next-match__rival">
          <span className="next-match__vs">{COPY.versus}</span> {match.rival}
        </p>
        <p className="next-match__when">
          <time dateTime={match.startsAt.toISOString()}>
            {day} · {time} {COPY.hourSuffix}
          </time>{" "}
          <span className="next-match__zone">{COPY.timeZoneNote}</span>
        </p>
        {match.fixture.lugar && (
          <p className="next-match__venue">
            {COPY.venue} {match.fixture.lugar}
          </p>
        )}
        <CalendarLinks sport={sport} division={division} />
      </div>
    </section>
  );
}
