import type { StoredFixture } from "../../cache/entry.js";
import type { MatchFilter } from "../../config.js";
import { buenosAiresDateAndTime, fromBuenosAiresLocal } from "../../lib/buenos-aires-time.js";
import type { InertiaPage } from "./metrovoley-inertia.js";
import { isJsonObject, type Json, pick, toNumber } from "./pick.js";
import { cleanText, sameName } from "./text.js";

export interface MetrovoleyMatchesOptions {
  /** Our club: by metrovoley club id when the page carries it, else by name. */
  isOurTeam: (name: string, clubId: number | undefined) => boolean;
  /** The division's category and division names. */
  filter: MatchFilter;
  now: Date;
}

/** Statuses of matches that will not be played as scheduled. */
const NOT_UPCOMING = /finaliz|jugad|suspend|cancel|postergad|anulad/i;

/**
 * Our club's upcoming matches in one division, from a metrovoley club-matches page
 * (`props.matches`, or a paginated `props.matches.data`). `scheduledAt` is Buenos
 * Aires time without a zone (`2026-09-03T21:30:00`). Sorted by kick-off.
 * Throws when the page has no match list or a match lacks its date or teams.
 */
export function parseMetrovoleyMatches(
  page: InertiaPage,
  options: MetrovoleyMatchesOptions,
): StoredFixture[] {
  const list = pick(page.props, ["matches.data", "matches"]);
  if (!Array.isArray(list)) {
    throw new Error(
      `la página de metrovoley no trae partidos (props: ${Object.keys(page.props).join(", ") || "ninguna"})`,
    );
  }
  const fixtures: StoredFixture[] = [];
  for (const [index, match] of list.entries()) {
    if (!isJsonObject(match)) throw new Error(`partido ${index} de metrovoley no es un objeto`);
    const fixture = toFixture(match, index, options);
    if (fixture) fixtures.push(fixture);
  }
  return fixtures.sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at));
}

function toFixture(match: Json, index: number, options: MetrovoleyMatchesOptions): StoredFixture | undefined {
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
  if (startsAt.getTime() <= options.now.getTime()) return undefined;
  const status = pick(match, ["statusLabel", "status"]);
  if (typeof status === "string" && NOT_UPCOMING.test(status)) return undefined;

  const venue = pick(match, ["venue", "venue.name"]);
  return {
    local: home.name,
    visitante: away.name,
    ...buenosAiresDateAndTime(startsAt),
    es_casa_local: homeIsOurs,
    ...(typeof venue === "string" && venue.trim() !== "" ? { lugar: cleanText(venue) } : {}),
    starts_at: startsAt.toISOString(),
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
