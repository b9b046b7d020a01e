import type { ActivityPageContent } from "./types.ts";

/** The activity's file name a designed page of this folder is for (`./tenis-mesa.page.ts` → `tenis-mesa`). */
const activityIdOf = (file: string): string => (file.split("/").pop() ?? "").replace(/\.page\.ts$/, "");

/**
 * The extra sections of the few activity pages designed beyond their content file
 * (`<id>.page.ts`: judo's values, table tennis's gallery…), by activity id, gathered by
 * Vite: the activity page's loader reads them at build time, its clientLoader fetches
 * one at a time.
 */
export const ACTIVITY_PAGES: ReadonlyMap<string, ActivityPageContent> = new Map(
  Object.entries(import.meta.glob<ActivityPageContent>("./*.page.ts", { eager: true, import: "page" })).map(
    ([file, page]) => [activityIdOf(file), page],
  ),
);
