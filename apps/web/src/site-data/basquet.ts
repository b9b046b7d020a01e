import { activityById } from "./activities/index.ts";

/** A heading and its paragraphs. */
export interface TextBlock {
  title: string;
  paragraphs: readonly string[];
}

/** A link inside a content block; `external` ones open in a new tab. */
export interface ContentLink {
  label: string;
  to: string;
  external?: boolean;
}

/** The Básquet Federal page (`/basquet/federal`): its title, lead and table. */
export interface BasquetFederalPage {
  title: string;
  lead: string;
  standings: { title: string; caption: string };
}

export const BASQUET_FEDERAL: BasquetFederalPage = {
  title: activityById("basquet-federal").name,
  lead: "Nuestro primer equipo juega la Liga Federal: acá tenés la tabla, los horarios y todo lo que pasa en la temporada.",
  standings: { title: "Tabla de posiciones", caption: "Liga Federal de Básquet: tabla de posiciones" },
};
