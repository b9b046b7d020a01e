import { activityIdOf } from "./listings.ts";
import type { ActivityPageContent } from "./types.ts";

/**
 * Each standard activity page's content (the `page` of its `<file>.page.ts`), by
 * activity key, gathered by Vite: the generic activity page's loader reads it at build
 * time, its clientLoader fetches one at a time (`lazyActivityPages`).
 */
export const ACTIVITY_PAGES: ReadonlyMap<string, ActivityPageContent> = new Map(
  Object.entries(import.meta.glob<ActivityPageContent>("./*.page.ts", { eager: true, import: "page" })).map(
    ([file, page]) => [activityIdOf(file), page],
  ),
);
