import type { GalleryImage } from "../gallery.ts";
import type { ClassRow, SingleImage } from "../types.ts";

/**
 * The shapes of an activity (docs/architecture.md#activities), read from its content
 * file (`content/actividades/<id>.md`) and split by who reads them so that no page
 * ships more than it uses:
 * - `ActivityEntry`: where the page is and where it is linked from; the header and
 *   footer of every page read these, so they stay short;
 * - `ActivityListing`: its summary, timetable and places in the site's lists, loaded
 *   only by the pages that list activities;
 * - `ActivityDetails`: the rest of its page (text, photos, facts);
 * - `ActivityPageContent` (`pagina` in the file): the page's own sections, for the
 *   pages designed beyond the facts and text (judo's values, a gallery, the league
 *   pages' team and tournament…).
 */

/** The header's submenus an activity can sit in: the `grupos` of `content/navegacion.yml`. */
type MenuGroup = string;

/** Where an activity sits in the header and the phone panel. */
export interface MenuPlacement {
  menu: "deportes" | "actividades";
  /** The submenu; none: straight in the menu. */
  group?: MenuGroup;
  /** Its label there, when shorter than its name ("Federal" under Básquet). */
  label?: string;
  /** Position in the menu (a submenu sits where its first member would): lower first. */
  order: number;
}

/** The entry every page's header reads: the page's addresses, name and links to it. */
export interface ActivityEntry {
  /** Its content file's name (`tenis-mesa` for `content/actividades/tenis-mesa.md`). */
  id: string;
  /** Canonical path of the page. */
  path: string;
  /** Other paths that show the same page (they name `path` as canonical). */
  aliases?: readonly string[];
  name: string;
  menu?: MenuPlacement;
  /** Position among the footer's links: lower first; none: not in the footer. */
  footer?: number;
  /** Not published (`publicado: false`): only the dev server shows it. */
  draft?: true;
}

/** One timetable of an activity (classes, free play), with the caption its page gives it. */
export interface Timetable {
  caption: string;
  rows: readonly ClassRow[];
}

/** An activity in the site's lists: cards, descriptions, Valores y Días, the week's timetable. */
export interface ActivityListing {
  /** One line for cards and the page's description. */
  summary: string;
  /** Its timetables, as the club writes them; none: "Horarios a confirmar". */
  schedule?: readonly Timetable[];
  /** Its place on Valores y Días, with the name it has there and a line to add. */
  valores?: { order: number; name?: string; note?: string };
  /** Its card on the home page's grid, with what the card says differently. */
  home?: { order: number; name?: string; path?: string; summary?: string };
  /** Its tile among the complementary activities of Deportes y actividades. */
  complementary?: number;
}

/** The rest of an activity's page, from its file. */
export interface ActivityDetails {
  /** Who it is for: ages, level. */
  forWhom?: string;
  /** Where in the club. */
  place?: string;
  /** Who teaches it. */
  coaches?: string;
  /** Its fee, when it differs from the membership fee. */
  fee?: string;
  /** What the WhatsApp button types for the visitor. */
  whatsappText: string;
  photos: readonly SingleImage[];
  /** Its text, HTML made from the file's Markdown at build time; empty while the club writes it. */
  html: string;
}

/** A heading and its paragraphs (the published ones; a draft's too on the dev server, marked). */
export interface TextBlock {
  title: string;
  paragraphs: readonly string[];
  /** Some paragraph is a draft (`publicado: false`): only the dev server shows it, marked. */
  draft?: true;
}

/** A value of a discipline, with a line that explains it. */
interface Feature {
  title: string;
  description: string;
}

/** A button of a closing call; the page knows where each kind goes. */
export interface CtaAction {
  /** `instagram`: the club's profile; `prices`: Valores y Días; `call`: the club's phone; `home`: "/"; `contact`: the contact section. */
  kind: "instagram" | "prices" | "call" | "home" | "contact";
  label: string;
}

/** A closing call: a heading, a line and its buttons. */
export interface CallToAction {
  /** Id of its heading. */
  id?: string;
  /** A short line above the heading ("Temporada 2025"). */
  eyebrow?: string;
  title: string;
  text: string;
  actions: readonly CtaAction[];
  /** Closes the page's last section as a card, instead of a band of its own. */
  inline?: boolean;
}

/**
 * An activity page's own sections, from the `pagina` of its file
 * (schemas-activity-page.ts), each optional: the page shows those its file has. Plain
 * data (it is serialised into the page at build time).
 */
export interface ActivityPageContent {
  /** The hero's line. */
  lead?: string;
  /** The page's description for search results and previews; by default its summary. */
  description?: string;
  /** The section of the file's text, with what the design adds to it. */
  intro?: {
    title: string;
    /** Paragraphs of a page that is not the activity page (Zumba's intro). */
    paragraphs?: readonly string[];
    /** A picture beside the text (original artwork until the club has photos). */
    image?: { src: string; alt: string; width: number; height: number };
    /** Tiles under the text: the discipline's values. */
    values?: { title: string; items: readonly Feature[]; draft?: true };
  };
  /** The timetables' section (the tables themselves are the listing's `schedule`). */
  schedule?: {
    title: string;
    /** The section's anchor, linked from elsewhere; by default `horarios`. */
    id?: string;
    /** A highlighted line under the tables (the free trial class). */
    callout?: string;
    /** A ticked list under the tables; `strong` sets it in bold. */
    facts?: { items: readonly string[]; strong?: boolean };
  };
  gallery?: {
    title: string;
    lead: string;
    /** Accessible name of the gallery and of its full-screen viewer. */
    label: string;
    images: readonly GalleryImage[];
    draft?: true;
  };
  benefits?: { title: string; items: readonly string[]; draft?: true };
  /** Who teaches the classes. */
  about?: TextBlock;
  /** The team (the league pages). */
  team?: TextBlock;
  /** The sport's history in the club. */
  history?: TextBlock;
  /** A training card (Básquet Federal): its rows are the file's timetable. */
  training?: { title: string; caption: string; note?: string };
  /** What the tournament is, as short term/detail pairs. */
  tournament?: { title: string; facts: ReadonlyArray<{ term: string; detail: string }> };
  /** The federation's card (Vóley Primera). */
  federation?: TextBlock;
  /** The teams' cards (Vóley). */
  teams?: {
    title: string;
    cards: ReadonlyArray<{ title: string; text: string; link: { label: string; to: string } }>;
  };
  /** The school (Vóley): its rows are the timetable's school rows. */
  school?: { title: string; text: string; caption: string; button: string };
  cta?: CallToAction;
}

/** Everything an activity's page shows from its file. */
export type ActivityPageData = ActivityEntry &
  ActivityListing &
  ActivityDetails & {
    /** Its own sections (`pagina` in its file); none: the page of every activity. */
    design?: ActivityPageContent;
  };
