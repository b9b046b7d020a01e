import { config } from "../config.ts";
import { activityCalendar } from "../horarios/activity-calendar.ts";
import { calendarFileName } from "../horarios/paths.ts";
import { timetabledActivities } from "../horarios/week.ts";
import { LISTED_ACTIVITIES } from "../site-data/activities/listings.ts";
import { CLUB } from "../site-data/club.ts";
import { siteNow } from "../site-data/content-files/site-today.ts";
import type { Route } from "./+types/activity-calendar";

/**
 * `/calendario/<id>.ics`, one file per activity with a published timetable, written at
 * build time (a prerendered resource route, react-router.config.ts): its weekly classes,
 * for a family's calendar. Linked from `/horarios` and the activity pages
 * (`activityCalendarPath`).
 */
export function loader({ params }: Route.LoaderArgs) {
  const activity = timetabledActivities(LISTED_ACTIVITIES).find(
    (listed) => `${calendarFileName(listed.id)}.ics` === params.archivo,
  );
  if (!activity) throw new Response("Actividad sin horarios", { status: 404 });
  const body = activityCalendar({
    activity,
    where: `${CLUB.name}, ${CLUB.address}`,
    siteUrl: config.siteUrl,
    stamp: siteNow(),
  });
  return new Response(body, { headers: { "Content-Type": "text/calendar; charset=utf-8" } });
}
