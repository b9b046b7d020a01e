import type { ScheduleRow } from "../types.ts";
import { LISTED_ACTIVITIES } from "./listings.ts";

/**
 * The lists of activities that pages show, derived from their files. Pages read them
 * in their build-time loader (and their clientLoader, a chunk of its own), so none of
 * the activities' summaries and timetables is in a page's first-load JavaScript.
 */

/** The training days of one sport or activity on Valores y Días. */
export interface ActivityDays {
  name: string;
  /** Its page. */
  path: string;
  /** Its timetable; empty when the original site gives none ("Consultá en secretaría"). */
  rows: readonly ScheduleRow[];
  /** A line to add ("Desde los 4 años", "La primera clase es gratis"). */
  note?: string;
}

/**
 * Every activity with a place on Valores y Días, in its order (from the activity
 * files): those with a published timetable first, then the rest, so a timetable the
 * club adds in the editor moves its activity up by itself.
 */
export const ACTIVITY_DAYS: ActivityDays[] = LISTED_ACTIVITIES.flatMap((activity) =>
  activity.valores ? [{ activity, valores: activity.valores }] : [],
)
  .sort(
    (a, b) =>
      Number(Boolean(b.activity.schedule)) - Number(Boolean(a.activity.schedule)) ||
      a.valores.order - b.valores.order,
  )
  .map(({ activity, valores }) => ({
    name: valores.name ?? activity.name,
    path: activity.path,
    rows: activity.schedule?.flatMap((timetable) => timetable.rows) ?? [],
    ...(valores.note ? { note: valores.note } : {}),
  }));

/** The complementary activities (every activity with a place among them), in their order. */
export const COMPLEMENTARY: Array<{ id: string; name: string; path: string; summary: string }> =
  LISTED_ACTIVITIES.flatMap((activity) =>
    activity.complementary === undefined ? [] : [{ activity, order: activity.complementary }],
  )
    .sort((a, b) => a.order - b.order)
    .map(({ activity: { id, name, path, summary } }) => ({ id, name, path, summary }));
