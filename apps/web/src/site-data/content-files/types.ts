/**
 * What the site reads from the content files, once checked and shaped by `load.ts`:
 * the data of the `virtual:contenido/*` modules (`vite-content.ts`). Plain data, so it
 * can be written into a module and into a page's loader data.
 */
import type { SingleImage } from "../types.ts";
import type { ActivityFile } from "./read-activities.ts";
import type { BrandPage } from "./read-marca.ts";
import type { NavigationFile } from "./read-navigation.ts";

/** The drawings a news card can show beside its category. */
export type NewsIcon = "trophy" | "calendar" | "heart" | "users" | "star" | "megaphone";

/** A news item's card data (`noticias/<id>.md`). */
export interface NewsItem {
  /** The file's name: the page's address (`/novedades/<id>`). Never change a published one. */
  id: string;
  /** Publication date, `2026-11-15`. */
  date: string;
  category: string;
  icon: NewsIcon;
  title: string;
  /** The summary on the cards, and the page's description for search engines and link previews. */
  description: string;
  image?: SingleImage;
  /** Not published (`publicado: false`): only the dev server shows it, with a "Borrador" badge. */
  draft?: true;
}

/** An event of the club's calendar (`eventos/<id>.yml`). */
export interface ClubEvent {
  id: string;
  /** Its day, `2026-12-12`: it leaves "Próximos eventos" the day after. */
  date: string;
  title: string;
  /** `20:00` (Buenos Aires time); none: all day. */
  start?: string;
  /** `23:30`; none: the start only. */
  end?: string;
  /** As the club writes it: "20:00 a 23:30". */
  time?: string;
  location: string;
  description?: string;
  draft?: true;
}

/** The monthly membership fee and the family-group discounts (docs/product.md#prices-and-days). */
export interface Membership {
  title: string;
  /** "$15.000". */
  price: string;
  period: string;
  description: string;
  /** Discount for a family group, by how many of its members are members. */
  familyDiscounts: ReadonlyArray<{ members: string; discount: string }>;
  /** How the family discounts are paid. */
  note: string;
}

/** The club's contact facts as the file gives them: the defaults of the `VITE_CLUB_*` settings. */
export interface ClubContact {
  address: string;
  phone: string;
  whatsapp: string;
  email: string;
  communicationsEmail: string;
  socialEmail: string;
  mapQuery: string;
  portalSignupUrl: string;
  portalHomeUrl: string;
  facebookUrl: string;
  instagramUrl: string;
  youtubeUrl: string;
  /** Office hours as shown ("Lunes a viernes", "9:00 a 21:00") and for structured data ("Mo-Fr 09:00-21:00"). */
  openingHours: ReadonlyArray<{ days: string; hours: string; schema: string }>;
}

/** A frame's addresses: what it shows and where the original opens. */
export interface EmbedLink {
  src: string;
  href: string;
}

/** The embeds the club has published; a missing one shows its page's text and link instead. */
export interface EmbedLinks {
  valoresYDias?: EmbedLink;
  marca?: EmbedLink;
  historia?: EmbedLink;
  /** The class video of /zumba, a file of the site (`/videos/clase.mp4`). */
  zumbaVideo?: string;
}

/** Every collection, read. */
export interface Content {
  club: ClubContact;
  membership: Membership;
  embeds: EmbedLinks;
  /** Every sport and activity, in file-name order. */
  activities: readonly ActivityFile[];
  /** Today's and later events, soonest first. */
  events: ClubEvent[];
  /** Newest first. */
  news: NewsItem[];
  /** Each news item's text, HTML, by id. */
  newsBodies: Readonly<Record<string, string>>;
  /** Each news item's text, plain (its words without markup, for structured data), by id. */
  newsTexts: Readonly<Record<string, string>>;
  /** The teams' match results, newest first (`resultados/`). */
  results: import("./types-results.ts").MatchResult[];
  /** Each result's report ("crónica"), HTML, by id: only those with one (they have a page). */
  resultBodies: Readonly<Record<string, string>>;
  /** The same, plain text, by id. */
  resultTexts: Readonly<Record<string, string>>;
  /** The club's own pages: Comisión Directiva, Nuestras Instalaciones, Acción Social. */
  board: BoardPage;
  facilities: FacilitiesPage;
  socialAction: SocialActionPage;
  /** The menus (`navegacion.yml`) and the brand page's words (`marca.yml`). */
  navigation: NavigationFile;
  brand: BrandPage;
  /** The home page (`portada.yml`) and the club's history (`historia.yml`). */
  home: import("./types-home.ts").HomePage;
  history: import("./types-home.ts").HistoryPage;
  /** Deportes y actividades (`deportes.yml` and the activities' `deporte_principal`). */
  sportsPage: import("../main-sports.ts").SportsPage;
  /** Valores y Días' words (`valores.yml`), /horarios' (`horarios.yml`) and /novedades' (`novedades.yml`). */
  valuesPage: import("./read-pages.ts").ValuesPage;
  weekPage: import("./read-pages.ts").WeekPageWords;
  newsList: import("./read-pages.ts").NewsListWords;
}

/** The Comisión Directiva as its page shows it (`comision.yml`). */
export interface BoardPage {
  /** For search results and link previews. */
  description: string;
  /** The mandate's years, "2025–2027"; none while the club has not published it. */
  mandate?: string;
  /** Position and name, in the file's order; empty while the club has not published them. */
  members: ReadonlyArray<{ position: string; name: string }>;
}

/** One place of the club on Nuestras Instalaciones. */
interface FacilitySection {
  /** Its anchor on the page, made from its title (`pileta-cubierta`). */
  id: string;
  title: string;
  /** Its text, one entry per paragraph (a blank line in the file). */
  paragraphs: readonly string[];
  photos: readonly SingleImage[];
}

/** Nuestras Instalaciones (`instalaciones.yml`). */
export interface FacilitiesPage {
  intro: string;
  sections: readonly FacilitySection[];
}

/** One of the club's social initiatives, with its drawing and its figures. */
interface SocialInitiative {
  /** Its anchor on the page, made from its title. */
  id: string;
  title: string;
  image: SingleImage;
  description: string;
  figures: ReadonlyArray<{ value: string; label: string }>;
}

/** The Acción Social page (`accion-social.yml`). */
export interface SocialActionPage {
  /** For search results and link previews. */
  description: string;
  intro: string;
  initiativesTitle: string;
  initiatives: readonly SocialInitiative[];
  volunteerTitle: string;
  volunteerLead: string;
  waysToHelp: ReadonlyArray<{ title: string; description: string }>;
  collaborate: { title: string; text: string; button: string; subject: string };
}
