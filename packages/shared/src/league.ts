import type { Static } from "typebox";
import type {
  ApiErrorSchema,
  DataFreshnessSchema,
  FixtureSchema,
  FixturesResponseSchema,
  OfficialResultSchema,
  StandingRowSchema,
  StandingsResponseSchema,
} from "./schemas.js";

/**
 * A league on the wire, in one module: which leagues the club plays in, and the shapes
 * of the service's answers about them. The shapes are the `Static` types of the JSON
 * schemas in `schemas.ts`, imported as types only: the web reads this module, and a
 * type import brings it no schema builder (see `schemas.ts`).
 */

/** One team's line in a league table, as the API sends it. */
export type StandingRow = Static<typeof StandingRowSchema>;

/** Where an answer's data came from and how fresh it is. */
export type DataFreshness = Static<typeof DataFreshnessSchema>;

/** `GET /api/standings/:sport/:division`. */
export type StandingsResponse = Static<typeof StandingsResponseSchema>;

/** An upcoming match (docs/product.md#league-pages). */
export type Fixture = Static<typeof FixtureSchema>;

/** One of our club's finished matches with the league's final score. */
export type OfficialResult = Static<typeof OfficialResultSchema>;

/** `GET /api/fixtures/:sport/:division`: upcoming matches and official results. */
export type FixturesResponse = Static<typeof FixturesResponseSchema>;

/** The body of every 4xx/5xx answer of the API: a Spanish message. */
export type ApiError = Static<typeof ApiErrorSchema>;

/**
 * The leagues the club plays in that the site shows, listed once: the API's routes and
 * its 404 message, the calendar names and the web's endpoint map derive from here.
 * A key is `sport/division`, the same shape as the API path (`/api/standings/voley/primera`).
 */
export const LEAGUES = [
  {
    key: "basquet/federal",
    sport: "basquet",
    division: "federal",
    sportLabel: "Básquet",
    divisionLabel: "Liga Federal",
  },
  {
    key: "voley/primera",
    sport: "voley",
    division: "primera",
    sportLabel: "Vóley",
    divisionLabel: "Primera",
  },
  { key: "voley/tira-a", sport: "voley", division: "tira-a", sportLabel: "Vóley", divisionLabel: "Tira A" },
  { key: "voley/tira-b", sport: "voley", division: "tira-b", sportLabel: "Vóley", divisionLabel: "Tira B" },
] as const;

export type League = (typeof LEAGUES)[number];

/** One of the league keys, `sport/division`. */
export type LeagueKey = League["key"];

export const LEAGUE_KEYS: readonly LeagueKey[] = LEAGUES.map((league) => league.key);

/** Volleyball divisions, in the order the site lists them. */
export const VOLLEY_DIVISIONS = ["primera", "tira-a", "tira-b"] as const satisfies readonly Extract<
  League,
  { sport: "voley" }
>["division"][];
export type VolleyDivision = (typeof VOLLEY_DIVISIONS)[number];

/** Alias kept for the diagnostics page and old links: `/api/standings/basquet`. */
export const BASKETBALL_ALIAS = { sport: "basquet", division: "federal" } as const;

/** The league of a key. */
export function leagueOf(key: LeagueKey): League {
  return LEAGUES.find((league) => league.key === key) as League;
}

/** The key for a sport and division, or `undefined` when the club plays no such league. */
export function toLeagueKey(sport: string, division: string): LeagueKey | undefined {
  const key = `${sport}/${division}`;
  return (LEAGUE_KEYS as readonly string[]).includes(key) ? (key as LeagueKey) : undefined;
}

/** "basquet (federal) y voley (primera, tira-a, tira-b)": the leagues as the API's paths name them. */
export function describeLeaguePaths(): string {
  const bySport = new Map<string, string[]>();
  for (const { sport, division } of LEAGUES) bySport.set(sport, [...(bySport.get(sport) ?? []), division]);
  const parts = [...bySport].map(([sport, divisions]) => `${sport} (${divisions.join(", ")})`);
  return parts.length > 1 ? `${parts.slice(0, -1).join(", ")} y ${parts.at(-1)}` : (parts[0] ?? "");
}
