/**
 * The match results as their own pages show them (`/resultados`, a team's, a result's):
 * read in the pages' build-time loaders only, so no page's JavaScript carries them. The
 * league's official scores are merged in as on the team pages and the home
 * (`league-results.server.ts`), so every list agrees on every score.
 */
import { bodies } from "virtual:contenido/resultados";
import type { MatchResult } from "../site-data/content-files/types-results.ts";

export { shownResults } from "./league-results.server.ts";

/** A result's report, HTML made from its Markdown at build time. */
export const resultBody = (id: string): string | undefined => bodies[id];

/** The result with a report whose page is `/resultados/<id>`, if any. */
export const reportedResult = (all: readonly MatchResult[], id: string): MatchResult | undefined =>
  all.find((result) => result.id === id && result.path !== undefined);

/** One team's results (newest first, as `all`) and the team; none when it has no result. */
export function resultsOfTeam(
  all: readonly MatchResult[],
  teamId: string,
): { team: MatchResult["team"]; results: MatchResult[] } | undefined {
  const own = all.filter((result) => result.team.id === teamId);
  return own[0] && { team: own[0].team, results: own };
}

/** The teams with results, once each, by name: where a fan looks for theirs. */
export const resultTeams = (all: readonly MatchResult[]): Array<MatchResult["team"]> =>
  [...new Map(all.map((result) => [result.team.id, result.team] as const)).values()].sort((a, b) =>
    a.name.localeCompare(b.name, "es"),
  );

/** "noviembre de 2026": the month a match was played in (build time: `Intl` costs no page anything). */
const MONTH = new Intl.DateTimeFormat("es-AR", { month: "long", year: "numeric", timeZone: "UTC" });

/** A month's results: `2026-11`, "noviembre de 2026" and the results played in it. */
export interface MonthResults {
  key: string;
  month: string;
  results: MatchResult[];
}

/** `all` (newest first) in runs of one month each, newest first. */
export function resultsByMonth(all: readonly MatchResult[]): MonthResults[] {
  const months: MonthResults[] = [];
  for (const result of all) {
    const key = result.date.slice(0, 7);
    const last = months.at(-1);
    if (last?.key === key) last.results.push(result);
    else months.push({ key, month: MONTH.format(new Date(`${key}-01T00:00:00Z`)), results: [result] });
  }
  return months;
}
