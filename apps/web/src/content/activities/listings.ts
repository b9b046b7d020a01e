import LISTED from "virtual:contenido/actividades/listas";
import type { Activity } from "./index.ts";
import type { ActivityListing } from "./types.ts";

/** An activity with its listing: summary, timetable and places in the site's lists. */
export type ListedActivity = Activity & ActivityListing;

/**
 * Every activity with its listing, from its content file: only the pages that list
 * activities load them (in their build-time loader, or a chunk of their clientLoader).
 */
export const LISTED_ACTIVITIES: readonly ListedActivity[] = LISTED;

/** The listed activity of the file `id`; one the site's own pages name, so it must exist. */
export function listedActivity(id: string): ListedActivity {
  const activity = LISTED_ACTIVITIES.find((entry) => entry.id === id);
  if (!activity)
    throw new Error(`content/actividades/${id}.md: falta este archivo, y una página del sitio lo nombra`);
  return activity;
}

/** The listed activity whose page is at `pathname` (its canonical path or an alias). */
export function listedActivityAt(pathname: string): ListedActivity | undefined {
  const path = pathname.replace(/\/+$/, "") || "/";
  return LISTED_ACTIVITIES.find((activity) => activity.path === path || activity.aliases?.includes(path));
}
