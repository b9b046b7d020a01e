/**
 * Build time only (a `.server` module: never in the browser's code). The club's results
 * as the site shows them: where a team plays a league the league service follows (its
 * activity's id is the league's key with "-" for "/": `voley-primera` ↔ `voley/primera`),
 * the league's official score replaces the club's for the same match
 * (`withOfficialResults`); every other result stays the club's. The league's answer is
 * the one the league pages are built with (`leagueSnapshot`).
 */

import { results as CLUB_RESULTS } from "virtual:contenido/resultados";
import { LEAGUE_KEYS, type LeagueKey, type OfficialResult, withOfficialResults } from "@casa/shared";
import { leagueEndpoint } from "../league/endpoints.ts";
import { leagueSnapshot } from "../league/snapshot.server.ts";
import type { MatchResult } from "../site-data/content-files/types-results.ts";
import { lastWeekend, lastWeekendResults } from "./last-weekend.ts";
import { type TeamResultsSection, teamResultsSection } from "./team-section.ts";

/** The activity id of the team that plays a league: `voley/primera` → `voley-primera`. */
export const leagueTeam = (key: LeagueKey): string => key.replace("/", "-");

/** The league a team plays, by its activity's id, if the league service follows it. */
export const teamLeague = (teamId: string): LeagueKey | undefined =>
  LEAGUE_KEYS.find((key) => leagueTeam(key) === teamId);

type Snapshot = (name: ReturnType<typeof leagueEndpoint>) => Promise<unknown>;

/** The official results in a fixtures answer; none when it has no list (an older answer, or none at all). */
function officialOf(answer: unknown): OfficialResult[] {
  const list = (answer as { resultados?: unknown } | undefined)?.resultados;
  return Array.isArray(list) ? (list as OfficialResult[]) : [];
}

/**
 * `results` (newest first, of any teams) with the official scores of the leagues, in the
 * same order. Asks each league once, only for the teams that have results.
 */
export async function withLeagueResults(
  results: readonly MatchResult[] = CLUB_RESULTS,
  snapshot: Snapshot = (name) => leagueSnapshot(name),
): Promise<MatchResult[]> {
  const leagues = [...new Set(results.map((result) => teamLeague(result.team.id)))].filter(
    (key): key is LeagueKey => key !== undefined,
  );
  const official = new Map(
    await Promise.all(
      leagues.map(async (key) => [key, officialOf(await snapshot(leagueEndpoint(key, "fixtures")))] as const),
    ),
  );
  return results.map((result) => {
    const list = official.get(teamLeague(result.team.id) as LeagueKey);
    return list ? (withOfficialResults([result], list)[0] as MatchResult) : result;
  });
}

let shown: Promise<MatchResult[]> | undefined;

/**
 * Every result the build publishes (the dev server adds the drafts, marked), newest
 * first, official scores in: what every list and page shows, so they agree on every
 * score. Merged once per build: each page would otherwise ask the league service again.
 */
export const shownResults = (): Promise<MatchResult[]> => {
  shown ??= withLeagueResults(CLUB_RESULTS);
  return shown;
};

/** Every result of one team as the site shows it, newest first. */
export const teamResults = async (teamId: string): Promise<MatchResult[]> =>
  (await shownResults()).filter((result) => result.team.id === teamId);

/** A team page's "Últimos resultados", official scores in; `null` when the team has no result. */
export const latestResults = async (teamId: string): Promise<TeamResultsSection | null> =>
  teamResultsSection(teamId, await teamResults(teamId));

/**
 * The home's "Resultados": the last weekend on `today` (the build's day) and its results
 * of every team, newest first, official scores in; `null` when no team played then.
 */
export async function lastWeekendSection(
  today: string,
): Promise<{ weekend: { from: string; to: string }; results: MatchResult[] } | null> {
  const results = lastWeekendResults(await shownResults(), today);
  return results.length > 0 ? { weekend: lastWeekend(today), results } : null;
}
