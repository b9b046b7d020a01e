import type { LeagueKey, StandingRow, VolleyDivision } from "@casa/shared";
import { VOLLEY_DIVISIONS } from "@casa/shared";
import type { DataKind, EntryId, StoredFixture, StoredResult } from "../cache/entry.js";
import { entryId } from "../cache/entry.js";
import type { Config, SourcesConfig } from "../config.js";
import type { FetchPage } from "./fetch-page.js";
import { findStandingsWidgetUrl } from "./parsers/argentina-basketball-iframe.js";
import { parseGesdeportivaStandings } from "./parsers/gesdeportiva-standings.js";
import { readInertiaPage } from "./parsers/metrovoley-inertia.js";
import { parseMetrovoleyMatches } from "./parsers/metrovoley-matches.js";
import type { ScoreColumns } from "./parsers/metrovoley-standings.js";
import { parseMetrovoleyStandingsPage } from "./parsers/metrovoley-standings-page.js";
import { containsAnyFragment } from "./parsers/text.js";
import { sourceLabel } from "./source-label.js";
import { BASKETBALL_RULES, type StandingsRules, VOLLEYBALL_RULES } from "./validate.js";

/** What one source's scrape produced, before validation. */
export type ScrapeOutput =
  | { kind: "standings"; standings: StandingRow[]; source: string }
  | { kind: "fixtures"; fixtures: StoredFixture[]; resultados: StoredResult[]; source: string };

/**
 * One cache entry and how to refresh it. A source without `scrape` is not configured
 * (no URL): nothing is fetched and its entry keeps what it has.
 */
export interface Source {
  id: EntryId;
  kind: DataKind;
  key: LeagueKey;
  /** The pages it reads, for the health endpoint (query strings removed). */
  pages: string[];
  /** Arithmetic the league's table must satisfy (standings only). */
  rules?: StandingsRules;
  scrape?: (fetchPage: FetchPage, now: Date) => Promise<ScrapeOutput>;
}

/**
 * The registry: every cache key the scraper maintains, its page URL(s) from
 * configuration, and its parser. Basketball fixtures have no source: the league
 * publishes none we can read yet.
 */
export function buildSources(config: Config): Source[] {
  const { sources } = config;
  return [
    basketballStandings(sources),
    ...VOLLEY_DIVISIONS.flatMap((division) => [
      volleyStandings(sources, division),
      volleyFixtures(sources, division),
    ]),
  ];
}

function basketballStandings(sources: SourcesConfig): Source {
  const pageUrl = sources.basketballFederalUrl;
  const base = {
    id: entryId("standings", "basquet/federal"),
    kind: "standings",
    key: "basquet/federal",
  } as const;
  if (!pageUrl) return { ...base, pages: [] };
  return {
    ...base,
    pages: [sourceLabel(pageUrl)],
    rules: BASKETBALL_RULES,
    async scrape(fetchPage) {
      const host = await fetchPage(pageUrl);
      const widgetUrl = findStandingsWidgetUrl(host.text, host.url);
      const widgetHost = new URL(widgetUrl).hostname;
      if (!sources.basketballWidgetHosts.includes(widgetHost)) {
        throw new Error(
          `el iframe de la tabla apunta a ${widgetHost}, que no es un sitio de la liga conocido`,
        );
      }
      const widget = await fetchPage(widgetUrl, { allowedHosts: sources.basketballWidgetHosts });
      return {
        kind: "standings",
        standings: parseGesdeportivaStandings(widget.text),
        source: sourceLabel(widgetUrl),
      };
    },
  };
}

/** Primera's table shows sets for/against; Tira A and B show points for/against. */
export const SCORE_COLUMNS: Record<VolleyDivision, ScoreColumns> = {
  primera: "sets",
  "tira-a": "points",
  "tira-b": "points",
};

function volleyStandings(sources: SourcesConfig, division: VolleyDivision): Source {
  const url = sources.volley.standingsUrls[division];
  const key = `voley/${division}` as const;
  const base = { id: entryId("standings", key), kind: "standings", key } as const;
  if (!url) return { ...base, pages: [] };
  const isOurTeam = ourVolleyTeam(sources);
  return {
    ...base,
    pages: [sourceLabel(url)],
    rules: VOLLEYBALL_RULES,
    async scrape(fetchPage) {
      const { text } = await fetchPage(url);
      const standings = parseMetrovoleyStandingsPage(text, {
        isOurTeam,
        scoreColumns: SCORE_COLUMNS[division],
      });
      return { kind: "standings", standings, source: sourceLabel(url) };
    },
  };
}

function volleyFixtures(sources: SourcesConfig, division: VolleyDivision): Source {
  const url = sources.volley.matchesUrl;
  const filter = sources.volley.matchFilters[division];
  const key = `voley/${division}` as const;
  const base = { id: entryId("fixtures", key), kind: "fixtures", key } as const;
  if (!url || !filter) return { ...base, pages: [] };
  const isOurTeam = ourVolleyTeam(sources);
  return {
    ...base,
    pages: [sourceLabel(url)],
    async scrape(fetchPage, now) {
      const page = readInertiaPage((await fetchPage(url)).text);
      const { fixtures, results } = parseMetrovoleyMatches(page, { isOurTeam, filter, now });
      return { kind: "fixtures", fixtures, resultados: results, source: sourceLabel(url) };
    },
  };
}

/**
 * Our club in metrovoley data: by club id when both the page and the configuration
 * have one (a "Casa Italiana" must not pass for us), otherwise by the name fragments.
 */
export function ourVolleyTeam(sources: SourcesConfig): (name: string, clubId: number | undefined) => boolean {
  const { clubId: ourId, teamNames } = sources.volley;
  return (name, clubId) =>
    ourId !== undefined && clubId !== undefined ? clubId === ourId : containsAnyFragment(name, teamNames);
}
