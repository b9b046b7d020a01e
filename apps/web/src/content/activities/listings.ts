import TIMETABLES from "virtual:contenido/horarios";
import { ACTIVITY_LIST, type Activity, type ActivityId } from "./index.ts";
import type { ActivityListing } from "./types.ts";

/** The key of the activity a file of this folder is about (`./tenis-mesa.page.ts` → `tenisMesa`). */
export const activityIdOf = (file: string): string =>
  (file.split("/").pop() ?? "")
    .replace(/(\.page)?\.ts$/, "")
    .replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

/**
 * Each activity's `listing` (summary, timetable, places in the site's lists), gathered
 * from this folder's files by Vite: only the pages that list activities load them.
 */
const FILES = import.meta.glob<ActivityListing | undefined>(
  [
    "./*.ts",
    "!./*.page.ts",
    "!./index.ts",
    "!./file-key.ts",
    "!./listings.ts",
    "!./lists.ts",
    "!./pages.ts",
    "!./types.ts",
    "!./*.test.ts",
  ],
  { eager: true, import: "listing" },
);

const BY_ID = new Map<string, ActivityListing>(
  Object.entries(FILES).flatMap(([file, listing]) => (listing ? [[activityIdOf(file), listing]] : [])),
);

/** An activity with its listing. */
export type ListedActivity = Activity & ActivityListing;

/** The timetables of `content/horarios/`, by activity key (`tenis-mesa.yml` → `tenisMesa`). */
const SCHEDULES = new Map(Object.entries(TIMETABLES).map(([file, tables]) => [activityIdOf(file), tables]));

/** Every activity with its listing and its timetables (if the club published any), in the registry's order. */
export const LISTED_ACTIVITIES: readonly ListedActivity[] = ACTIVITY_LIST.map((activity) => {
  const listing = BY_ID.get(activity.id);
  // Every registry file has a listing; a unit test holds it, this keeps the types honest.
  if (!listing) throw new Error(`content/activities: ${activity.id} has no listing`);
  const schedule = SCHEDULES.get(activity.id);
  return { ...activity, ...listing, ...(schedule?.length ? { schedule } : {}) };
});

/** The listed activity by key. */
export const listedActivity = (id: ActivityId): ListedActivity =>
  LISTED_ACTIVITIES.find((activity) => activity.id === id) as ListedActivity;

/** The listed activity whose page is at `pathname` (its canonical path or an alias). */
export function listedActivityAt(pathname: string): ListedActivity | undefined {
  const path = pathname.replace(/\/+$/, "") || "/";
  return LISTED_ACTIVITIES.find((activity) => activity.path === path || activity.aliases?.includes(path));
}
