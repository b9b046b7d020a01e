/**
 * The club's week (`/horarios`): from every activity's published timetables, the classes
 * of each day, earliest first, and the order a visitor reads the days in (today first).
 * Pure functions of the activity listing: the page's build-time loader runs them, and its
 * `clientLoader` on a client-side visit.
 */
import type { Timetable } from "../site-data/activities/types.ts";
import type { Weekday } from "../site-data/content-files/weekdays.ts";
import { type ActivityKind, type HorariosFilters, WEEKDAYS } from "./paths.ts";

/** What the week reads of an activity (a `ListedActivity` fits). */
export interface WeekActivity {
  id: string;
  name: string;
  path: string;
  menu?: { menu: ActivityKind };
  schedule?: readonly Timetable[];
}

/** One class on one day. */
interface WeekClass {
  activity: string;
  /** The activity's page. */
  path: string;
  kind: ActivityKind;
  group: string;
  /** As the club writes it: "18:00 a 19:30", or "20:00". */
  hours: string;
  note?: string;
}

export interface WeekDay {
  weekday: Weekday;
  classes: WeekClass[];
}

/** Sports or activities, as the header's menus place it; an activity in no menu counts as a sport. */
export const kindOf = (activity: Pick<WeekActivity, "menu">): ActivityKind =>
  activity.menu?.menu ?? "deportes";

/** Minutes from midnight of a class's start ("18:30 a 20:00" → 1110). */
export function startMinutes(hours: string): number {
  const [hour = "0", minute = "0"] = hours.split(" a ")[0]?.split(":") ?? [];
  return Number(hour) * 60 + Number(minute);
}

const byStart = (a: WeekClass, b: WeekClass) =>
  startMinutes(a.hours) - startMinutes(b.hours) ||
  a.activity.localeCompare(b.activity, "es") ||
  a.group.localeCompare(b.group, "es");

/**
 * The days the filters ask for, Monday first, each with its classes sorted by start
 * time (then activity and group). A day without classes is kept, empty: the page says so.
 */
export function weekOf(activities: readonly WeekActivity[], filters: HorariosFilters = {}): WeekDay[] {
  const shown = activities.filter((activity) => !filters.kind || kindOf(activity) === filters.kind);
  const days = filters.day ? [filters.day] : WEEKDAYS;
  return days.map((weekday) => ({
    weekday,
    classes: shown
      .flatMap((activity) =>
        (activity.schedule ?? []).flatMap((table) =>
          table.rows
            .filter((row) => row.weekdays.includes(weekday))
            .map((row) => ({
              activity: activity.name,
              path: activity.path,
              kind: kindOf(activity),
              group: row.group,
              hours: row.hours,
              ...(row.note ? { note: row.note } : {}),
            })),
        ),
      )
      .sort(byStart),
  }));
}

/** The activities with at least one class in their timetables: those with a calendar file. */
export const timetabledActivities = <A extends WeekActivity>(activities: readonly A[]): A[] =>
  activities.filter((activity) => (activity.schedule ?? []).some((table) => table.rows.length > 0));

/**
 * The day of the week in Buenos Aires (1 = Monday … 7 = Sunday) at `now`, whatever the
 * device's zone: UTC−3 all year, the arithmetic of `lib/buenos-aires-day.ts`.
 */
export function buenosAiresWeekday(now: Date = new Date()): Weekday {
  const day = new Date(now.getTime() - 3 * 60 * 60 * 1000).getUTCDay();
  return (day === 0 ? 7 : day) as Weekday;
}

/** The days in reading order from `today` on (Tuesday first: Tuesday … Sunday, Monday); as they are without a today. */
export function weekFrom<D extends { weekday: Weekday }>(days: readonly D[], today: Weekday | null): D[] {
  if (today === null) return [...days];
  return [...days.filter((day) => day.weekday >= today), ...days.filter((day) => day.weekday < today)];
}
