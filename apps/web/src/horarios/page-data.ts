/**
 * What one page of `/horarios` shows, from the activity listing: the days its filters
 * ask for, with their classes, and the calendar file of each activity it covers. Plain
 * data, written into the prerendered page (or made by its clientLoader).
 */
import { activityCalendarPath, type HorariosFilters } from "./paths.ts";
import { kindOf, timetabledActivities, type WeekActivity, type WeekDay, weekOf } from "./week.ts";

export interface HorariosData {
  filters: HorariosFilters;
  days: WeekDay[];
  /** The activities of the page's kind with a calendar file. */
  calendars: Array<{ name: string; href: string }>;
}

export function horariosData(activities: readonly WeekActivity[], filters: HorariosFilters): HorariosData {
  return {
    filters,
    days: weekOf(activities, filters),
    calendars: timetabledActivities(activities)
      .filter((activity) => !filters.kind || kindOf(activity) === filters.kind)
      .map((activity) => ({ name: activity.name, href: activityCalendarPath(activity.id) })),
  };
}
