import ENTRIES from "virtual:contenido/actividades";
import type { ActivityEntry } from "./types.ts";

export type { MenuPlacement } from "./types.ts";

/**
 * Every sport and activity of the site: one content file each
 * (`content/actividades/<id>.md`, edited at /admin), in file-name order. The route
 * table, the header, the phone panel, the footer and the sitemap derive from them; the
 * rest of each activity (summary, timetable, page) is loaded only by the pages that
 * show it (`listings.ts`, `pages/activity.tsx`). To add one: docs/architecture.md#activities.
 */
export type Activity = ActivityEntry;

export const ACTIVITY_LIST: readonly Activity[] = ENTRIES;

/** The activity whose page is at `pathname` (its canonical path or an alias). */
export function activityAt(pathname: string): Activity | undefined {
  const path = pathname.replace(/\/+$/, "") || "/";
  return ACTIVITY_LIST.find((activity) => activity.path === path || activity.aliases?.includes(path));
}

/**
 * The activity of the file `id` (`basquet-federal`): one a page of the site is built
 * for, so its file must be there; the build stops, naming it, otherwise.
 */
export function activityById(id: string): Activity {
  const activity = ACTIVITY_LIST.find((entry) => entry.id === id);
  if (!activity) throw new Error(`apps/web/content/actividades/${id}.md: falta`);
  return activity;
}
