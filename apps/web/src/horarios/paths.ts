/**
 * The addresses of the club's week (`/horarios`) and of each activity's calendar file,
 * for every page that links to them (activity pages, menus, the home page) and for the
 * route table and the list of prerendered pages. Plain strings, no data: cheap to import.
 *
 * A static host ignores query strings, so each filter is a page of its own, built once:
 * `/horarios`, `/horarios/deportes`, `/horarios/martes`, `/horarios/deportes/martes`
 * (the kind first, then the day).
 */
import type { Weekday } from "../site-data/content-files/weekdays.ts";

export const HORARIOS_PATH = "/horarios";

/** The route's pattern in `src/routes.ts`: both filters optional. */
export const HORARIOS_ROUTE = "horarios/:filtro?/:dia?";

/** An activity's kind, as the header's menus split them: sports and (other) activities. */
export type ActivityKind = "deportes" | "actividades";
export const KINDS: readonly ActivityKind[] = ["deportes", "actividades"];

/** The days in addresses, Monday first: no accents (`/horarios/miercoles`). */
const DAY_SLUGS = ["lunes", "martes", "miercoles", "jueves", "viernes", "sabado", "domingo"] as const;
export const WEEKDAYS: readonly Weekday[] = [1, 2, 3, 4, 5, 6, 7];

/** What one page of `/horarios` shows: every class, or one kind's, one day's, or both. */
export interface HorariosFilters {
  kind?: ActivityKind;
  day?: Weekday;
}

const slugOf = (day: Weekday) => DAY_SLUGS[day - 1] as string;
const dayOfSlug = (slug: string): Weekday | undefined => {
  const index = (DAY_SLUGS as readonly string[]).indexOf(slug);
  return index < 0 ? undefined : ((index + 1) as Weekday);
};
const isKind = (segment: string): segment is ActivityKind => (KINDS as readonly string[]).includes(segment);

/** The page of these filters: `horariosPath()` is `/horarios`, `{ kind: "deportes", day: 2 }` `/horarios/deportes/martes`. */
export function horariosPath({ kind, day }: HorariosFilters = {}): string {
  return [HORARIOS_PATH, kind, day && slugOf(day)].filter(Boolean).join("/");
}

/**
 * The filters of an address's segments after `/horarios` (the route's params), or
 * `undefined` for an address that is no page of it (`/horarios/martes/deportes`).
 */
export function horariosFiltersOf(segments: readonly (string | undefined)[]): HorariosFilters | undefined {
  const [first, second, ...rest] = segments.filter((segment): segment is string => Boolean(segment));
  if (rest.length > 0) return undefined;
  if (first === undefined) return {};
  if (second !== undefined) {
    const day = dayOfSlug(second);
    return isKind(first) && day ? { kind: first, day } : undefined;
  }
  if (isKind(first)) return { kind: first };
  const day = dayOfSlug(first);
  return day ? { day } : undefined;
}

/** Every page of `/horarios`: the week, each kind, each day, each kind on each day (prerendered, react-router.config.ts). */
export function horariosPaths(): string[] {
  const kinds = [undefined, ...KINDS];
  const days = [undefined, ...WEEKDAYS];
  return kinds.flatMap((kind) => days.map((day) => horariosPath({ kind, day })));
}

/**
 * An activity's calendar file's name: its id as a file name (`tenisMesa` and
 * `tenis-mesa` both give `tenis-mesa`), the name of its timetable file.
 */
export const calendarFileName = (activityId: string) =>
  activityId.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** Where an activity's weekly classes are as an iCalendar file (`/calendario/judo.ics`, `seo/activity-calendar.ts`). */
export const activityCalendarPath = (activityId: string) => `/calendario/${calendarFileName(activityId)}.ics`;
