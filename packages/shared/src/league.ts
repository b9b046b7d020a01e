/**
 * The leagues the club plays in that the site shows. A key is `sport/division`, the
 * same shape as the API path (`/api/standings/voley/primera`).
 */
export const LEAGUE_KEYS = ["basquet/federal", "voley/primera", "voley/tira-a", "voley/tira-b"] as const;

/** One of {@link LEAGUE_KEYS}. */
export type LeagueKey = (typeof LEAGUE_KEYS)[number];

/** Volleyball divisions, in the order the site lists them. */
export const VOLLEY_DIVISIONS = ["primera", "tira-a", "tira-b"] as const;
export type VolleyDivision = (typeof VOLLEY_DIVISIONS)[number];

/** Alias kept for the diagnostics page and old links: `/api/standings/basquet`. */
export const BASKETBALL_ALIAS = { sport: "basquet", division: "federal" } as const;

/** The key for a sport and division, or `undefined` when the club plays no such league. */
export function toLeagueKey(sport: string, division: string): LeagueKey | undefined {
  const key = `${sport}/${division}`;
  return (LEAGUE_KEYS as readonly string[]).includes(key) ? (key as LeagueKey) : undefined;
}
