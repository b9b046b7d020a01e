import type { StoredFixture, StoredResult } from "../../cache/entry.js";
import type { MatchFilter } from "../../config.js";
import { buenosAiresDateAndTime, fromBuenosAiresLocal } from "../../lib/buenos-aires-time.js";
import type { InertiaPage } from "./metrovoley-inertia.js";
import { readMatchScore } from "./metrovoley-score.js";
import { isJsonObject, type Json, pick, toNumber } from "./pick.js";
import { cleanText, sameName } from "./text.js";

export interface MetrovoleyMatchesOptions {
  /** Our club: by metrovoley club id when the page carries it, else by name. */
  isOurTeam: (name: string, clubId: number | undefined) => boolean;
  /** The division's category and division names. */
  filter: MatchFilter;
  now: Date;
}

/** Our club's matches in one division: the ones to come, and the finished ones with their score. */
export interface MetrovoleyMatches {
  fixtures: StoredFixture[];
  results: StoredResult[];
}

/** Statuses of matches that will not be played as scheduled. */
const NOT_UPCOMING = /finaliz|jugad|suspend|cancel|postergad|anulad/i;
/** Statuses of a match that is over. */
const FINISHED = /finaliz|jugad|terminad/i;
/** Statuses of a match with no final score: not played, called off, or still in play. */
const NO_FINAL_SCORE = /no jugad|sin jugar|suspend|cancel|postergad|anulad|en juego|en curso|jugando|vivo/i;

/**
 * Our club's matches in one division, from a metrovoley club-matches page
 * (`props.matches`, or a paginated `props.matches.data`). `scheduledAt` is Buenos
 * Aires time without a zone (`2026-09-03T21:30:00`). Upcoming matches become fixtures;
 * finished ones (a finished status, or a final score on the match) become results.
 * Both sorted by kick-off.
 * Throws when the page has no match list, a match lacks its date or teams, or one of
 * our finished matches has no score we can read (its keys go in the message).
 */
export function parseMetrovoleyMatches(
  page: InertiaPage,
  options: MetrovoleyMatchesOptions,
): MetrovoleyMatches {
  const list = pick(page.props, ["matches.data", "matches"]);
  if (!Array.isArray(list)) {
    throw new Error(
      `la página de metrovoley no trae partidos (props: ${Object.keys(page.props).join(", ") || "ninguna"})`,
    );
  }
  const fixtures: StoredFixture[] = [];
  const results: StoredResult[] = [];
  for (const [index, match] of list.entries()) {
    if (!isJsonObject(match)) throw new Error(`partido ${index} de metrovoley no es un objeto`);
    const read = readMatch(match, index, options);
    if (read?.kind === "fixture") fixtures.push(read.fixture);
    if (read?.kind === "result") results.push(read.result);
  }
  const byKickOff = (a: { starts_at: string }, b: { starts_at: string }) =>
    Date.parse(a.starts_at) - Date.parse(b.starts_at);
  return { fixtures: fixtures.sort(byKickOff), results: results.sort(byKickOff) };
}

type ReadMatch = { kind: "fixture"; fixture: StoredFixture } | { kind: "result"; result: StoredResult };

function readMatch(match: Json, index: number, options: MetrovoleyMatchesOptions): ReadMatch | undefined {
  const label = `partido ${String(match.id ?? index)} de metrovoley`;
  const home = team(match, "homeTeam");
  const away = team(match, "awayTeam");
  if (!home.name || !away.name) throw new Error(`${label}: falta homeTeam.name o awayTeam.name`);
  const scheduled = pick(match, ["scheduledAt", "scheduled_at"]);
  const startsAt = typeof scheduled === "string" ? fromBuenosAiresLocal(scheduled) : undefined;
  if (!startsAt) throw new Error(`${label}: scheduledAt ausente o inválido (${String(scheduled)})`);

  const homeIsOurs = options.isOurTeam(home.name, home.clubId);
  const awayIsOurs = options.isOurTeam(away.name, away.clubId);
  if (!homeIsOurs && !awayIsOurs) return undefined;
  if (!inDivision(match, options.filter)) return undefined;
  const teams = {
    local: home.name,
    visitante: away.name,
    ...buenosAiresDateAndTime(startsAt),
    es_casa_local: homeIsOurs,
  };
  const status = pick(match, ["statusLabel", "status"]);
  const statusText = typeof status === "string" ? status : "";

  const noFinalScore = NO_FINAL_SCORE.test(statusText);
  const score = noFinalScore ? undefined : readMatchScore(match);
  const scoreShown = score !== undefined && score.tantos_local + score.tantos_visitante > 0;
  if (!noFinalScore && (FINISHED.test(statusText) || scoreShown)) {
    if (!score) {
      throw new Error(
        `${label} (${home.name} - ${away.name}, ${teams.fecha}): terminó pero no trae un resultado legible (claves: ${Object.keys(match).join(", ")})`,
      );
    }
    return { kind: "result", result: { ...teams, ...score, starts_at: startsAt.toISOString() } };
  }

  if (startsAt.getTime() <= options.now.getTime()) return undefined;
  if (NOT_UPCOMING.test(statusText)) return undefined;
  const venue = pick(match, ["venue", "venue.name"]);
  return {
    kind: "fixture",
    fixture: {
      ...teams,
      ...(typeof venue === "string" && venue.trim() !== "" ? { lugar: cleanText(venue) } : {}),
      starts_at: startsAt.toISOString(),
    },
  };
}

function team(match: Json, side: "homeTeam" | "awayTeam"): { name: string; clubId: number | undefined } {
  const value = pick(match, [side, side === "homeTeam" ? "home_team" : "away_team"]);
  if (!isJsonObject(value)) return { name: "", clubId: undefined };
  const name = typeof value.name === "string" ? cleanText(value.name) : "";
  const clubId = toNumber(pick(value, ["clubId", "club_id", "club.id"]));
  return { name, clubId: Number.isNaN(clubId) ? undefined : clubId };
}

function inDivision(match: Json, filter: MatchFilter): boolean {
  const category = pick(match, ["categoryName", "category.name", "category"]);
  const division = pick(match, ["divisionName", "division.name", "division"]);
  if (filter.category !== undefined && !(typeof category === "string" && sameName(category, filter.category)))
    return false;
  if (filter.division !== undefined && !(typeof division === "string" && sameName(division, filter.division)))
    return false;
  return true;
}
