/**
 * The home page (`portada.yml`) and the club's history (`historia.yml`) as their pages
 * read them, once checked and shaped by `read-home.ts`: the data of
 * `virtual:contenido/pagina/inicio`, `…/inicio/partes`, `…/bienvenida` and `…/historia`.
 * Plain data. A text may hold the club's facts as `{fundacion}`, `{año_del_nombre}` and
 * `{nombre}`: the page writes them (`fillClubFacts`, site-data/home-history.ts).
 */
import type { GalleryImage } from "../gallery.ts";
import type { HomeIcon } from "../home.ts";
import type { ArtDirectedImage, SingleImage } from "../types.ts";

/** A slide of the hero carousel: the photo in its three crops, a title, a line of text. */
interface HeroSlide {
  title: string;
  description: string;
  image: ArtDirectedImage;
}

/** A slide of the activities carousel: the original site's activity slide. */
export interface ActivitySlide {
  title: string;
  subtitle: string;
  description: string;
  image: SingleImage;
  /** Exactly four short highlights; a timetable one written from its activity's file. */
  features: ReadonlyArray<{ icon: HomeIcon; text: string }>;
  link: string;
  buttonText: string;
}

/** A card of the membership section: the fee, or the family discounts (both from `valores.yml`). */
export interface MembershipPlan {
  id: "individual" | "familiar";
  title: string;
  description: string;
  price: string;
  period: string;
  details: readonly string[];
  note?: string;
}

/** A figure of the club: the years of history (counted from the founding date) first, then the file's. */
export interface ClubFigures {
  /** The label of the years of history, whose figure the page counts. */
  years: string;
  others: ReadonlyArray<{ value: string; label: string }>;
}

/** What the home page's static parts show (`virtual:contenido/pagina/inicio/partes`). */
interface HomeParts {
  hero: readonly HeroSlide[];
  activitySlides: readonly ActivitySlide[];
  history: { title: string; paragraphs: readonly string[] };
  membership: { title: string; lead: string; plans: readonly MembershipPlan[] };
}

/** The home page, read. */
export interface HomePage extends HomeParts {
  description: string;
  welcome: { title: string; text: string };
  activities: { title: string; lead: string };
  /** The line under the heading of each list of the home (static parts). */
  sectionLeads: { news: string; events: string; sports: string };
}

/** A milestone of the history's timeline; its marker's colour alternates by position. */
interface Milestone {
  year: string;
  title: string;
  description: string;
  tone: "primary" | "accent";
  /** Not confirmed by the club (`publicado: false`): only the dev server shows it, marked. */
  draft?: true;
}

/** The Historia page (`historia.yml`); its photos reach the page through its loader. */
export interface HistoryPage {
  description: string;
  lead: string;
  figures: ClubFigures;
  milestonesTitle: string;
  milestones: readonly Milestone[];
  archive: { title: string; lead: string; photos: readonly GalleryImage[] };
  videoSection: { title: string; lead: string };
  more: { title: string; text: string; button: string };
}
