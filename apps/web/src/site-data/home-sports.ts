/** The home page's grid of sports and activities (docs/product.md#home-page). */
import { LISTED_ACTIVITIES, type ListedActivity } from "./activities/listings.ts";

/** One card of the sports grid: an activity as the home page names it. */
export type SportsGridCard = Pick<ListedActivity, "name" | "path" | "summary">;

export const SPORTS = {
  title: "Deportes y actividades",
  all: { label: "Ver todos los deportes y actividades", to: "/deportes-y-actividades" },
  /** Every activity with a place on the grid, in its order, with the card's own wording. */
  cards: LISTED_ACTIVITIES.flatMap((activity) => (activity.home ? [{ activity, home: activity.home }] : []))
    .sort((a, b) => a.home.order - b.home.order)
    .map(
      ({ activity, home }): SportsGridCard => ({
        name: home.name ?? activity.name,
        path: home.path ?? activity.path,
        summary: home.summary ?? activity.summary,
      }),
    ),
};
