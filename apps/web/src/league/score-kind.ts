import type { DisplayRow } from "./display-row.ts";

export type ScoreKind = "sets" | "points";

/**
 * What a volleyball table's "for" and "against" numbers are. A match has at most five
 * sets (3–2) and at least 75 points (three sets to 25), so a table whose every team
 * has at most five sets' worth a match played is counting sets, whatever the division
 * usually shows: the club's backup of Tira A and B, for one, counts sets. A table
 * with nothing played keeps the division's `usual` pair.
 */
export function scoreKind(rows: readonly DisplayRow[], usual: ScoreKind): ScoreKind {
  const counted = rows.filter((row) => row.jugados > 0 && row.favor + row.contra > 0);
  if (counted.length === 0) return usual;
  return counted.every((row) => row.favor + row.contra <= 5 * row.jugados) ? "sets" : "points";
}
