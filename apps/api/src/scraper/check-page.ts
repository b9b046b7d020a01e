import type { StandingRow, VolleyDivision } from "@casa/shared";
import { VOLLEY_DIVISIONS } from "@casa/shared";
import type { StoredFixture, StoredResult } from "../cache/entry.js";
import type { Config } from "../config.js";
import { type FetchPage, FetchPageError, hostKey } from "./fetch-page.js";
import { findStandingsWidgetUrl } from "./parsers/argentina-basketball-iframe.js";
import { parseGesdeportivaStandings } from "./parsers/gesdeportiva-standings.js";
import { readInertiaPage } from "./parsers/metrovoley-inertia.js";
import { parseMetrovoleyMatches } from "./parsers/metrovoley-matches.js";
import { parseMetrovoleyStandingsPage } from "./parsers/metrovoley-standings-page.js";
import { ourVolleyTeam, SCORE_COLUMNS } from "./sources.js";
import {
  BASKETBALL_RULES,
  SuspiciousDataError,
  VOLLEYBALL_RULES,
  validateFixtures,
  validateResults,
  validateStandings,
} from "./validate.js";

/**
 * `pnpm league:check <url>`: reads one league page the way the service would (same
 * fetcher, parsers and validation) and says what it found, or why it failed, before
 * the club puts the address in its settings (docs/league-sources.md).
 */

/** The kinds of page a league source can be. */
export const PAGE_KINDS = ["basquet", "widget", "voley-posiciones", "voley-partidos"] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

/** Why a check failed, as the command names it. */
type CheckFailure =
  | "HTTP"
  | "tiempo agotado"
  | "sitio no permitido"
  | "red"
  | "tabla no encontrada"
  | "validación";

export type CheckResult =
  | { ok: true; kind: PageKind; standings: StandingRow[]; fixtures?: undefined }
  | {
      ok: true;
      kind: PageKind;
      fixtures: StoredFixture[];
      resultados: StoredResult[];
      standings?: undefined;
    }
  | { ok: false; kind: PageKind; failure: CheckFailure; message: string };

/** The kind of page an address is, from its shape and the settings; undefined when unsure. */
export function guessPageKind(url: URL, config: Config): PageKind | undefined {
  if (/\/tournaments\/[^/]+\/standings\/?$/.test(url.pathname)) return "voley-posiciones";
  if (/\/clubs\/[^/]+\/matches\/?$/.test(url.pathname)) return "voley-partidos";
  const widgetHosts = config.sources.basketballWidgetHosts.map(hostKey);
  if (widgetHosts.includes(hostKey(url.hostname)) || url.pathname.includes("/widget/")) return "widget";
  if (hostKey(url.hostname) === "argentina.basketball" || url.pathname.includes("fixture-posiciones"))
    return "basquet";
  return undefined;
}

export interface CheckOptions {
  kind: PageKind;
  /** Volleyball division: which score columns (sets or points) and which match filter apply. */
  division?: VolleyDivision;
}

export async function checkLeaguePage(
  url: string,
  options: CheckOptions,
  config: Config,
  fetchPage: FetchPage,
): Promise<CheckResult> {
  const { kind } = options;
  try {
    const data = await readPage(url, options, config, fetchPage);
    if ("fixtures" in data) {
      validateFixtures(data.fixtures);
      validateResults(data.resultados, "voley");
      return { ok: true, kind, fixtures: data.fixtures, resultados: data.resultados };
    }
    const rules = kind === "basquet" || kind === "widget" ? BASKETBALL_RULES : VOLLEYBALL_RULES;
    validateStandings(data.standings, rules);
    return { ok: true, kind, standings: data.standings };
  } catch (error) {
    return { ok: false, kind, ...describeFailure(error) };
  }
}

async function readPage(
  url: string,
  { kind, division }: CheckOptions,
  config: Config,
  fetchPage: FetchPage,
): Promise<{ standings: StandingRow[] } | { fixtures: StoredFixture[]; resultados: StoredResult[] }> {
  const { sources } = config;
  const isOurTeam = ourVolleyTeam(sources);
  switch (kind) {
    case "basquet": {
      const host = await fetchPage(url);
      const widgetUrl = findStandingsWidgetUrl(host.text, host.url);
      const widgetHost = new URL(widgetUrl).hostname;
      if (!sources.basketballWidgetHosts.map(hostKey).includes(hostKey(widgetHost))) {
        throw new FetchPageError(
          `el iframe de la tabla apunta a ${widgetHost}, que no está en BASKETBALL_WIDGET_HOSTS`,
          "host-not-allowed",
          widgetHost,
        );
      }
      const widget = await fetchPage(widgetUrl, { allowedHosts: sources.basketballWidgetHosts });
      return { standings: parseGesdeportivaStandings(widget.text) };
    }
    case "widget": {
      const widget = await fetchPage(url, {
        allowedHosts: [new URL(url).hostname, ...sources.basketballWidgetHosts],
      });
      return { standings: parseGesdeportivaStandings(widget.text) };
    }
    case "voley-posiciones": {
      const page = await fetchPage(url);
      const scoreColumns = SCORE_COLUMNS[division ?? divisionOf(url, config) ?? "primera"];
      return { standings: parseMetrovoleyStandingsPage(page.text, { isOurTeam, scoreColumns }) };
    }
    case "voley-partidos": {
      const page = readInertiaPage((await fetchPage(url)).text);
      const filter = division ? (sources.volley.matchFilters[division] ?? {}) : {};
      const { fixtures, results } = parseMetrovoleyMatches(page, { isOurTeam, filter, now: new Date() });
      return { fixtures, resultados: results };
    }
  }
}

/** The division whose standings setting holds this address, when one does. */
function divisionOf(url: string, config: Config): VolleyDivision | undefined {
  return VOLLEY_DIVISIONS.find((division) => config.sources.volley.standingsUrls[division] === url);
}

function describeFailure(error: unknown): { failure: CheckFailure; message: string } {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof SuspiciousDataError) return { failure: "validación", message };
  if (error instanceof FetchPageError) {
    const failure: CheckFailure =
      error.failure === "http"
        ? "HTTP"
        : error.failure === "timeout"
          ? "tiempo agotado"
          : error.failure === "host-not-allowed"
            ? "sitio no permitido"
            : "red";
    return { failure, message };
  }
  return { failure: "tabla no encontrada", message };
}

/** The table or fixtures as the command prints them. */
export function formatResult(result: CheckResult): string[] {
  if (!result.ok) return [`FALLÓ (${result.failure}): ${result.message}`];
  if (result.fixtures) {
    const lines = result.fixtures.map(
      (f) =>
        `${f.fecha} ${f.hora}  ${f.local} - ${f.visitante}${f.es_casa_local ? " (local)" : ""}${f.lugar ? `  [${f.lugar}]` : ""}`,
    );
    const played = result.resultados.map(
      (r) =>
        `${r.fecha} ${r.hora}  ${r.local} ${r.tantos_local}-${r.tantos_visitante} ${r.visitante}${r.sets ? `  (${r.sets.map((s) => `${s.local}-${s.visitante}`).join(", ")})` : ""}`,
    );
    return [
      `OK: ${result.fixtures.length} partidos próximos de nuestro club`,
      ...lines,
      ...(played.length > 0 ? [`y ${played.length} resultados oficiales`, ...played] : []),
    ];
  }
  const rows = result.standings;
  const width = Math.max(6, ...rows.map((r) => r.equipo.length));
  const header = `${"Pos".padStart(3)}  ${"Equipo".padEnd(width)}  PTS  PJ  PG  PP  Favor  Contra`;
  const lines = rows.map(
    (r) =>
      `${String(r.posicion).padStart(3)}  ${r.equipo.padEnd(width)}  ${String(r.puntos).padStart(3)}  ${String(r.jugados).padStart(2)}  ${String(r.ganados).padStart(2)}  ${String(r.perdidos).padStart(2)}  ${String(r.favor).padStart(5)}  ${String(r.contra).padStart(6)}`,
  );
  return [`OK: tabla de ${rows.length} equipos, válida`, header, ...lines];
}
