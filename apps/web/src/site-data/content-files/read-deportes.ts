/**
 * Deportes y actividades: its words (`deportes.yml`) and its main sports' cards, each
 * from the activity file it stands for (`deporte_principal` in `actividades/<id>.md`,
 * schemas-deportes.ts, read with the activity by read-main-sport.ts). A card links to
 * its activity's page; with `disciplinas` it lists the activities of that activity's
 * submenu under its text, the activity first. An activity left out of the build (a
 * draft) takes its card with it.
 */
import { join } from "node:path";
import type { SportCard, SportsPage } from "../main-sports.ts";
import { checkAgainst } from "./check.ts";
import { displayPath } from "./paths.ts";
import type { ActivityFile } from "./read-activities.ts";
import { yamlFile } from "./read-once.ts";
import { DEPORTES } from "./schemas-deportes.ts";

/** The cards of the activities that have one, in their order (file-name order on a tie). */
function mainSportCards(activities: readonly ActivityFile[]): SportCard[] {
  return activities
    .flatMap((activity) => (activity.mainSport ? [{ activity, card: activity.mainSport }] : []))
    .sort((a, b) => a.card.order - b.card.order)
    .map(({ activity, card }) => {
      const { entry } = activity;
      const group = entry.menu?.group;
      const others = group
        ? activities.filter((other) => other !== activity && other.entry.menu?.group === group)
        : [];
      return {
        title: card.title,
        description: card.description,
        image: card.image,
        link: entry.path,
        ...(card.branches && others.length
          ? {
              branches: [activity, ...others].map((branch) => ({
                label: branch.entry.name,
                link: branch.entry.path,
              })),
            }
          : {}),
      };
    });
}

/** `deportes.yml` and the activities' cards: what the page shows. */
export function readSportsPage(dir: string, activities: readonly ActivityFile[]): SportsPage {
  const file = join(dir, "deportes.yml");
  const data = checkAgainst(DEPORTES, yamlFile(file), displayPath(file));
  return {
    description: data.descripcion.trim(),
    lead: data.entradilla.trim(),
    complementaryLead: data.complementarias.introduccion.trim(),
    pricesText: data.complementarias.texto_valores.trim(),
    campText: data.colonia.texto.trim(),
    sports: mainSportCards(activities),
  };
}
