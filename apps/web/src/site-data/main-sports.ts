import SPORTS_PAGE from "virtual:contenido/pagina/deportes";
import type { SingleImage } from "./types.ts";

/**
 * A main sport's card on the sports overview (as the original site has it: image, title,
 * description, link), from the activity file it stands for (`deporte_principal` in
 * `content/actividades/<id>.md`).
 */
export interface SportCard {
  title: string;
  description: string;
  /** The club's photo of the sport, with its text alternative. */
  image: SingleImage;
  /** Its page: the activity's. */
  link: string;
  /** Pages of its branches, under the description: the activity's submenu (the three martial arts). */
  branches?: ReadonlyArray<{ label: string; link: string }>;
}

/** Deportes y actividades' words (`content/deportes.yml`) and its main sports' cards, in their order. */
export interface SportsPage {
  /** For search results and link previews. */
  description: string;
  /** The line under the page's title. */
  lead: string;
  complementaryLead: string;
  /** The line before the prices' button. */
  pricesText: string;
  campText: string;
  sports: readonly SportCard[];
}

/**
 * The page's data, made at build time from the content files. The page reads it in its
 * loader (its HTML) and, in the browser, a chunk of its own: the cards' photos and the
 * words stay out of its code.
 */
export const sportsPage = (): SportsPage => SPORTS_PAGE;
