import { LEAGUE_CALENDAR_COPY as COPY } from "../../site-data/league-calendar.ts";
import { calendarUrl, subscribeUrl } from "../endpoints.ts";

interface CalendarLinksProps {
  sport: string;
  division: string;
}

/**
 * "Agregar a mi calendario" (the league's .ics feed, downloaded once) and, beside it,
 * the `webcal://` subscription that keeps the matches up to date on the phone. Shown
 * only where there are matches: a feed with none would add nothing. Rendered in the
 * browser only (after the matches arrive), where the page's origin is known.
 */
export function CalendarLinks({ sport, division }: CalendarLinksProps) {
  return (
    <p className="calendar-links">
      <a
        className="button button--ghost button--small"
        href={calendarUrl(sport, division)}
        type="text/calendar"
      >
        {COPY.addToCalendar}
        <span className="visually-hidden"> {COPY.calendarFile}</span>
      </a>
      <a
        className="button button--ghost button--small"
        href={subscribeUrl(sport, division, window.location.origin)}
      >
        {COPY.subscribe}
        <span className="visually-hidden"> {COPY.subscribeHint}</span>
      </a>
    </p>
  );
}
