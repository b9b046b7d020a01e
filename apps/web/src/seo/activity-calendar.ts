import { config } from "../config.ts";
import { activityCalendar } from "../horarios/activity-calendar.ts";
import { calendarFileName } from "../horarios/paths.ts";
import { timetabledActivities } from "../horarios/week.ts";
import { teamResults } from "../results/league-results.server.ts";
import { LISTED_ACTIVITIES } from "../site-data/activities/listings.ts";
import { CLUB } from "../site-data/club.ts";
import { siteNow } from "../site-data/content-files/site-today.ts";
import type { Route } from "./+types/activity-calendar";

/**
 * `/calendario/<id>.ics`, one file per activity with a published timetable or a team
 * with results, written at build time (a prerendered resource route,
 * react-router.config.ts): its weekly classes, for a family's calendar, and its played
 * matches with their scores (the league's official ones in, as the pages show them).
 * Linked from `/horarios` and the activity pages (`activityCalendarPath`).
 */
export async function loader({ params }: Route.LoaderArgs) {
  const activity = LISTED_ACTIVITIES.find(
    (listed) => `${calendarFileName(listed.id)}.ics` === params.archivo,
  );
  const results = activity ? await teamResults(activity.id) : [];
  if (!activity || (timetabledActivities([activity]).length === 0 && results.length === 0)) {
    throw new Response("Actividad sin horarios ni resultados", { status: 404 });
  }
  const body = activityCalendar({
    activity,
    where: `${CLUB.name}, ${CLUB.address}`,
    siteUrl: config.siteUrl,
    stamp: siteNow(),
    results,
  });
  return new Response(body, { headers: { "Content-Type": "text/calendar; charset=utf-8" } });
}
