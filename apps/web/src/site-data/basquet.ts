import { lead } from "virtual:contenido/pagina/basquet-federal";
import { activityById } from "./activities/index.ts";

export type { TextBlock } from "./activities/types.ts";

/** The Básquet Federal page (`/basquet/federal`): its title, lead and table. */
export interface BasquetFederalPage {
  title: string;
  lead: string;
  standings: { title: string; caption: string };
}

/**
 * The page's head: its name and line from its file (`actividades/basquet-federal.md`,
 * `pagina.entradilla`); the table's heading and caption are the page's own words.
 */
export const BASQUET_FEDERAL: BasquetFederalPage = {
  title: activityById("basquet-federal").name,
  lead: lead ?? activityById("basquet-federal").name,
  standings: { title: "Tabla de posiciones", caption: "Liga Federal de Básquet: tabla de posiciones" },
};
