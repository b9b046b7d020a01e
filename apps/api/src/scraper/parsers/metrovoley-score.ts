import type { OfficialResult } from "@casa/shared";
import { isJsonObject, type Json, pick, toNumber } from "./pick.js";

/** A final score in the league's terms: the home and away teams' sets, and each set when given. */
export type LeagueScore = Pick<OfficialResult, "tantos_local" | "tantos_visitante" | "sets">;

/*
 * Where metrovoley may put a finished match's score. No recorded page has one yet (the
 * recorded club page lists only scheduled matches), so these are plausible spellings
 * around the known envelope; the first present wins (pick.ts).
 */
const HOME_TOTAL = ["homeScore", "home_score", "score.home", "result.home", "homeSets", "home_sets"];
const AWAY_TOTAL = ["awayScore", "away_score", "score.away", "result.away", "awaySets", "away_sets"];
const SET_LIST = ["sets", "setScores", "set_scores", "score.sets", "result.sets"];
const SET_HOME = ["home", "homeScore", "home_score", "homePoints", "home_points"];
const SET_AWAY = ["away", "awayScore", "away_score", "awayPoints", "away_points"];

/** `25-20`, `25 - 20`, `25:20`. */
const SET_TEXT = /^\s*(\d+)\s*[-–:]\s*(\d+)\s*$/;

/**
 * The match's final score, or undefined when it has none we can read: no score fields,
 * or fields in a shape not listed here (the caller decides whether that is an error).
 * With set scores but no totals, the totals are the sets each team won.
 */
export function readMatchScore(match: Json): LeagueScore | undefined {
  const sets = readSets(pick(match, SET_LIST));
  if (sets === null) return undefined;
  const home = pick(match, HOME_TOTAL);
  const away = pick(match, AWAY_TOTAL);
  if (home === undefined && away === undefined) {
    if (!sets) return undefined;
    return {
      tantos_local: sets.filter((s) => s.local > s.visitante).length,
      tantos_visitante: sets.filter((s) => s.visitante > s.local).length,
      sets,
    };
  }
  const tantos_local = toNumber(home);
  const tantos_visitante = toNumber(away);
  if (Number.isNaN(tantos_local) || Number.isNaN(tantos_visitante)) return undefined;
  return { tantos_local, tantos_visitante, ...(sets ? { sets } : {}) };
}

/** Each set's points; undefined when there are none, null when they are there but unreadable. */
function readSets(value: unknown): LeagueScore["sets"] | null {
  if (value === undefined || (Array.isArray(value) && value.length === 0)) return undefined;
  const list = typeof value === "string" ? value.split(/[,;]/) : value;
  if (!Array.isArray(list)) return null;
  const sets = list.map(readSet);
  return sets.every((set) => set !== undefined) ? sets : null;
}

function readSet(value: unknown): { local: number; visitante: number } | undefined {
  const [home, away] =
    typeof value === "string"
      ? (SET_TEXT.exec(value)?.slice(1) ?? [])
      : isJsonObject(value)
        ? [pick(value, SET_HOME), pick(value, SET_AWAY)]
        : [];
  const local = toNumber(home);
  const visitante = toNumber(away);
  return Number.isNaN(local) || Number.isNaN(visitante) ? undefined : { local, visitante };
}
