import type { OfficialResult } from "./league.js";

/**
 * The league's word over the club's: a result the club posted is replaced by the
 * official one of the same match, when the league service has it. Pure and small, so
 * the site's build and its pages can run it; it imports no schema builder.
 */

/** A score from our club's side: points (basketball) or sets (volleyball), and each set when known. */
export interface ClubSideScore {
  club: number;
  rival: number;
  sets?: ReadonlyArray<{ club: number; rival: number }>;
}

export type Outcome = "won" | "lost" | "drawn";

/** What a club result needs to be matched with an official one and take its score. */
export interface ReplaceableResult {
  /** Buenos Aires date of the match, `2026-11-21`. */
  date: string;
  /** Played at our club's court. */
  home: boolean;
  score: ClubSideScore;
  outcome: Outcome;
  source: "club" | "liga";
}

/** Won, lost or drawn, from our club's side. */
export function outcomeOf(score: { club: number; rival: number }): Outcome {
  return score.club > score.rival ? "won" : score.club < score.rival ? "lost" : "drawn";
}

/**
 * `results` (one team's) with the official score wherever `official` (that team's
 * league's `resultados`) has the same match: same date, and our club on the same side
 * (`es_casa_local === home`). Such a result takes the league's score, seen from our
 * side, its outcome and `source: "liga"`; every other field, and every other result,
 * is kept as it is.
 */
export function withOfficialResults<T extends ReplaceableResult>(
  results: readonly T[],
  official: readonly OfficialResult[],
): T[] {
  return results.map((result) => {
    const match = official.find((o) => isoDate(o.fecha) === result.date && o.es_casa_local === result.home);
    if (!match) return result;
    const score = clubSideScore(match);
    return { ...result, score, outcome: outcomeOf(score), source: "liga" };
  });
}

/** The league's home/away score as ours/the rival's. */
function clubSideScore(result: OfficialResult): ClubSideScore {
  const ours = <S extends { local: number; visitante: number }>(s: S) =>
    result.es_casa_local ? { club: s.local, rival: s.visitante } : { club: s.visitante, rival: s.local };
  const score = ours({ local: result.tantos_local, visitante: result.tantos_visitante });
  return result.sets ? { ...score, sets: result.sets.map(ours) } : score;
}

/** `21/11/2026` → `2026-11-21`. */
function isoDate(fecha: string): string {
  const [day, month, year] = fecha.split("/");
  return `${year}-${month}-${day}`;
}
