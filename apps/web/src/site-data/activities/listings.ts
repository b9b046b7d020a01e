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
