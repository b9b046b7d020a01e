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
 * Each league's name on the card ("Básquet · Liga Federal") and its page. The home
 * page's way to the tables names them shorter (home-leagues-strip.ts).
 */
export const LEAGUE_NAMES: Readonly<Record<LeagueKey, { name: string; page: string }>> = {
  "basquet/federal": { name: "Básquet · Liga Federal", page: "/basquet/federal" },
  "voley/primera": { name: "Vóley · Primera División", page: "/voley/primera" },
  "voley/tira-a": { name: "Vóley · Tira A", page: "/voley/tira-a" },
  "voley/tira-b": { name: "Vóley · Tira B", page: "/voley/tira-b" },
};
