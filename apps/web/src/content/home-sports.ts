/** The home page's grid of sports and activities (spec, home section 6). */
import { ACTIVITIES, type Activity, type ActivityId } from "./activities.ts";

/**
 * One card of the sports grid: which activity (its name, summary and page come from
 * `activities.ts`), with optional overrides for the home page.
 */
export interface SportsGridItem {
  activity: ActivityId;
  name?: string;
  path?: string;
  summary?: string;
}

export const SPORTS = {
  title: "Deportes y actividades",
  lead: "Hay un lugar para vos, tengas la edad que tengas.",
  all: { label: "Ver todos los deportes y actividades", to: "/deportes-y-actividades" },
  /** The spec's 18, in its order. */
  items: [
    { activity: "aikido" },
    { activity: "aquagym" },
    {
      activity: "basquetFederal",
      name: "Básquet",
      path: "/basquet",
      summary: "Liga Federal, Metropolitano e inferiores: el deporte de la casa.",
    },
    { activity: "funcional" },
    { activity: "gimnasia" },
    { activity: "judo" },
    { activity: "natacion" },
    { activity: "pelotaPaleta" },
    { activity: "pilates" },
    { activity: "taekwondo" },
    { activity: "telas" },
    { activity: "tenisPaleta" },
    { activity: "tenisMesa" },
    { activity: "voley" },
    { activity: "zumba" },
    { activity: "yoga" },
    {
      activity: "colonia",
      summary: "Pileta, deportes y juegos todo el verano. Inscripciones desde noviembre.",
    },
    { activity: "efectoMariposa" },
  ] satisfies readonly SportsGridItem[],
};

/** A grid card with its overrides applied. */
export function sportsGridCard(item: SportsGridItem): Pick<Activity, "name" | "path" | "summary"> {
  const activity: Activity = ACTIVITIES[item.activity];
  return {
    name: item.name ?? activity.name,
    path: item.path ?? activity.path,
    summary: item.summary ?? activity.summary,
  };
}
