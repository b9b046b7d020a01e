import { BASKETBALL_ALIAS, LEAGUES, type League, type LeagueKey } from "@casa/shared";
import { config } from "../config.ts";

type Kind = "standings" | "fixtures";
type EndpointOf<L> = L extends League ? `${L["sport"]}-${L["division"]}-${Kind}` : never;

/** A logical name a page asks for: `voley-tira-a-standings`, or the diagnostics page's alias. */
export type LeagueEndpoint = EndpointOf<League> | "basquet-standings-alias";

/** The logical name of a league's standings or fixtures. */
export const leagueEndpoint = (key: LeagueKey, kind: Kind): LeagueEndpoint =>
  `${key.replace("/", "-")}-${kind}` as LeagueEndpoint;

/**
 * The one map from the logical names the pages ask for to the league service's
 * paths (docs/product.md#calls), derived from the shared list of leagues. Nothing
 * else in the site knows an API address.
 */
export const LEAGUE_ENDPOINTS: Readonly<Record<LeagueEndpoint, string>> = Object.fromEntries([
  ...LEAGUES.flatMap(({ key }) =>
    (["standings", "fixtures"] as const).map((kind) => [leagueEndpoint(key, kind), `/api/${kind}/${key}`]),
  ),
  /** The short alias the diagnostics page has always asked for. */
  ["basquet-standings-alias", `/api/standings/${BASKETBALL_ALIAS.sport}`],
]) as Record<LeagueEndpoint, string>;

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
