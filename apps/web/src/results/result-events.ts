/**
 * A team's played matches as calendar events, for its calendar file
 * (`/calendario/<id>.ics`, beside its weekly classes): each at its day and time, two
 * hours long, its score and outcome in the title ("CASA 78 – 70 Club X (Ganado)"), the
 * club's address when it was at home. Build time only (the calendar's writer is ical.js).
 */
import type { CalendarEvent } from "@casa/shared/icalendar";
import type { MatchResult } from "../site-data/content-files/types-results.ts";
import { teamResultsPath } from "./results-path.ts";
import { setScores, RESULTS_WORDS as WORDS } from "./results-words.ts";

/** How long a match takes in the calendar: a basketball or volleyball match and its warm-up. */
const MATCH_MINUTES = 120;

interface ResultEventsInput {
  /** The club's name and address: where a home match was played. */
  where: string;
  /** The site's address: the events' links and the UIDs' domain. */
  siteUrl: string;
}

/** "CASA 78 – 70 Club X (Ganado)": our club first, as the site's cards. */
const resultSummary = (result: MatchResult): string =>
  `${WORDS.club} ${result.score.club} – ${result.score.rival} ${result.rival} (${WORDS.outcome[result.outcome]})`;

/** One event per result, in the order given. */
export function resultEvents(
  results: readonly MatchResult[],
  { where, siteUrl }: ResultEventsInput,
): CalendarEvent[] {
  const host = new URL(siteUrl).hostname;
  return results.map((result): CalendarEvent => {
    const sets = result.score.sets?.length ? `${WORDS.sets} ${setScores(result.score.sets)}` : undefined;
    const details = [
      result.tournament ?? WORDS.competition[result.competition],
      sets,
      result.source === "liga" ? WORDS.official : undefined,
    ];
    const event = {
      // The result's file name: stable across builds, so a calendar that reads the file again updates it.
      uid: `${result.id}@resultados.${host}`,
      summary: resultSummary(result),
      location: result.home ? `${WORDS.home}: ${where}` : WORDS.away,
      description: details.filter(Boolean).join(". "),
      url: `${siteUrl}${result.path ?? teamResultsPath(result.team.id)}`,
    };
    // A result without its time is a whole-day event.
    return result.time
      ? { ...event, start: { date: result.date, time: result.time }, durationMinutes: MATCH_MINUTES }
      : { ...event, start: { date: result.date } };
  });
}
