import type { LeagueKey } from "@casa/shared";

/**
 * The "Próximo partido" card (docs/product.md#league-pages): our club's next real
 * match, from the league service's fixtures only; no card when there is none.
 */
export const NEXT_MATCH_COPY = {
  title: "Próximo partido",
  /** Before the rival's name: "vs. GELP". */
  versus: "vs.",
  home: "Local",
  away: "Visitante",
  venue: "Cancha:",
  hourSuffix: "h",
  /** Read after the time by screen readers, and shown small: the time is the club's, whatever the phone's zone. */
  timeZoneNote: "(hora de Buenos Aires)",
  /** Beside the day, linking to the league's page (on the home page). */
  leagueLink: "Ver la tabla",
} as const;

/**
 * Each league's page and its two names: on the card ("Básquet · Liga Federal") and on
 * the home page's way to the tables ("Básquet Federal"), listed in the order home shows them.
 */
export const LEAGUE_NAMES: Readonly<Record<LeagueKey, { name: string; short: string; page: string }>> = {
  "basquet/federal": { name: "Básquet · Liga Federal", short: "Básquet Federal", page: "/basquet/federal" },
  "voley/primera": { name: "Vóley · Primera División", short: "Vóley Primera", page: "/voley/primera" },
  "voley/tira-a": { name: "Vóley · Tira A", short: "Vóley Tira A", page: "/voley/tira-a" },
  "voley/tira-b": { name: "Vóley · Tira B", short: "Vóley Tira B", page: "/voley/tira-b" },
};

/**
 * What the home page shows where the card goes while it looks for a match, and when
 * there is none: the way to every league table. Same box, so nothing below it moves
 * when the card takes its place.
 */
export const HOME_LEAGUES_STRIP = {
  title: "Tablas y partidos",
  label: "Tablas de posiciones de nuestros equipos",
  links: Object.values(LEAGUE_NAMES).map(({ short, page }) => ({ label: short, to: page })),
} as const;
