/**
 * The league code's chunks, by what a page needs together. Left to itself the bundler
 * gives each set of modules that the same pages share a file of its own: a league page
 * fetched about ten small files after hydration, and each file costs its own imports,
 * exports and gzip window (merged, the same code measured 0.3–0.5 KB less per group).
 * A group never joins what a page loads at once (its static graph, which `pnpm size`
 * counts) with much that it loads later: a lazy module grouped with a static one is
 * fetched at once. The one exception is small: the error box (0.3 KB) is static on
 * `/voley` and lazy on the league pages; it joins the loading state there.
 *
 *   next-match  the "Próximo partido" card, the rules that pick the match and the
 *               slot that searches for it (the home page and the league pages; `/voley`
 *               only once the league sends it an upcoming match)
 *   standings   a standings table with its freshness line, the readers behind it and
 *               the league pages' block around it (the league pages and `/voley`,
 *               never the home page)
 *   league-status  what a league block says while loading and when it fails, the
 *               `<head>`'s early call, and what reads every answer (its fields,
 *               fixtures, Buenos Aires time): static on every page that has a league
 *               block. The readers are here rather than with the card, which the home
 *               and league pages load all the same, so that `/voley` needs none of the
 *               card's file until there is a match (1.4 KB gzip less on its first visit)
 */

/** `src/<path>` of a module id, with `/` separators; undefined outside the site's src. */
const srcPath = (id: string): string | undefined =>
  /[\\/]apps[\\/]web[\\/]src[\\/](.+)$/.exec(id)?.[1]?.replaceAll("\\", "/");

const GROUPS: Readonly<Record<string, readonly string[]>> = {
  "next-match": [
    "league/components/next-match-card.tsx",
    "league/components/calendar-links.tsx",
    "league/next-match.ts",
    "content/next-match.ts",
    "content/league-calendar.ts",
    "league/components/next-match-slot.tsx",
    "league/find-next-match.ts",
  ],
  standings: [
    "league/components/standings-block.tsx",
    "league/components/standings-table.tsx",
    "league/components/standings-table-scroll.tsx",
    "league/components/league-status-freshness.tsx",
    "league/payload.ts",
    "league/dates.ts",
    "league/display-row.ts",
    "league/highlight.ts",
    "league/score-kind.ts",
    "content/league-table.ts",
    "lib/use-client-now.ts",
  ],
  "league-status": [
    "league/fetch-league.ts",
    "league/fetch-json.ts",
    "league/endpoints.ts",
    "league/early-data.ts",
    "league/components/league-status-loading.tsx",
    "league/components/league-status-error.tsx",
    "content/league.ts",
    "league/payload-fixtures.ts",
    "league/answer-fields.ts",
    "league/buenos-aires.ts",
  ],
};

const GROUP_OF = new Map(
  Object.entries(GROUPS).flatMap(([group, paths]) => paths.map((path) => [path, group])),
);

/** A `codeSplitting` group name function: the league group a module belongs to, or nothing. */
export function leagueChunk(): (id: string) => string | null {
  return (id) => {
    const path = srcPath(id.split("?")[0] ?? id);
    return (path && GROUP_OF.get(path)) ?? null;
  };
}
