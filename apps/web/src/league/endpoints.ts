import type { VolleyDivision } from "@casa/shared";
import { config } from "../config.ts";

/**
 * The one map from the logical names the pages ask for to the league service's
 * paths (docs/product.md#calls). Nothing else in the site knows an API address.
 */
export const LEAGUE_ENDPOINTS = {
  "basquet-standings": "/api/standings/basquet/federal",
  "basquet-fixtures": "/api/fixtures/basquet/federal",
  /** The short alias the diagnostics page has always asked for. */
  "basquet-standings-alias": "/api/standings/basquet",
  "voley-primera-standings": "/api/standings/voley/primera",
  "voley-primera-fixtures": "/api/fixtures/voley/primera",
  "voley-tira-a-standings": "/api/standings/voley/tira-a",
  "voley-tira-a-fixtures": "/api/fixtures/voley/tira-a",
  "voley-tira-b-standings": "/api/standings/voley/tira-b",
  "voley-tira-b-fixtures": "/api/fixtures/voley/tira-b",
} as const;

export type LeagueEndpoint = keyof typeof LEAGUE_ENDPOINTS;

/** The logical name of a volleyball division's standings or fixtures. */
export const volleyEndpoint = (division: VolleyDivision, kind: "standings" | "fixtures"): LeagueEndpoint =>
  `voley-${division}-${kind}` as const;

/**
 * The path of a logical name. An unmapped name is used as a path itself, with a
 * console warning, so a typo shows up in the console instead of failing silently.
 */
export function endpointPath(name: string): string {
  if (Object.hasOwn(LEAGUE_ENDPOINTS, name)) return LEAGUE_ENDPOINTS[name as LeagueEndpoint];
  console.warn(`Endpoint sin mapear: "${name}". Se usa el nombre como ruta.`);
  return name.startsWith("/") ? name : `/${name}`;
}

/** Full address of a logical name: the configured API base, or the site's own origin. */
export const leagueUrl = (name: string): string => `${config.apiBaseUrl}${endpointPath(name)}`;

/** The iCalendar feed of a league's upcoming matches ("Agregar a mi calendario"). */
export const calendarUrl = (sport: string, division: string): string =>
  `${config.apiBaseUrl}/api/fixtures/${sport}/${division}.ics`;

/**
 * The same feed as a `webcal://` subscription: a phone's calendar app subscribes to
 * it and fetches it again by itself, so a moved match moves in the fan's calendar
 * too. Absolute by nature: `origin` is the page's own when the API shares it.
 */
export function subscribeUrl(sport: string, division: string, origin: string): string {
  return new URL(calendarUrl(sport, division), origin).href.replace(/^https?:/, "webcal:");
}
