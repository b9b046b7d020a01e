/**
 * A team page's "Últimos resultados" as its loader gives it (data, so none of it is in
 * the page's code): the title, the team and its latest results. None at all when the
 * team has no result: the page draws no section, never an empty one.
 */
import type { MatchResult } from "../site-data/content-files/types-results.ts";
import { RESULTS_WORDS } from "./results-words.ts";

export interface TeamResultsSection {
  title: string;
  /** The team's activity id: the link to all its results. */
  teamId: string;
  /** Its latest results, newest first. */
  results: MatchResult[];
}

/** The section of `teamId` from `results` (newest first, of any teams), or `null` when it has none. */
export function teamResultsSection(
  teamId: string,
  results: readonly MatchResult[],
): TeamResultsSection | null {
  const own = results.filter((result) => result.team.id === teamId).slice(0, RESULTS_WORDS.teamCount);
  return own.length > 0 ? { title: RESULTS_WORDS.teamTitle, teamId, results: own } : null;
}
