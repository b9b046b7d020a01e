/**
 * A result's score held to its sport's rules, which the schema cannot check: in
 * volleyball a match has a winner, who took 2 or 3 sets, and the sets given (when
 * known) add up to that score; basketball has no sets, and may end tied (a friendly).
 */
import type { Static } from "typebox";
import { ContentProblem } from "./problem.ts";
import type { RESULTADO } from "./schemas-results.ts";
import type { MatchOutcome, MatchScore, TeamSport } from "./types-results.ts";

type Resultado = Static<typeof RESULTADO>;

/**
 * Won, lost or drawn, from our club's side. The same rule as `outcomeOf` of
 * @casa/shared, which this folder cannot import: Vite's config reads it (the content
 * step) before that package is built, and Knip loads that config first of all.
 */
export const outcomeOf = ({ club, rival }: MatchScore): MatchOutcome =>
  club > rival ? "won" : club < rival ? "lost" : "drawn";

/** The sets' points, checked against the sets won; throws the file's line when they disagree. */
function checkSets(result: Resultado, file: string): void {
  const sets = result.sets ?? [];
  const played = result.tantos_casa + result.tantos_rival;
  if (sets.length !== played) {
    throw new ContentProblem(
      file,
      `"sets" tiene ${sets.length} set(s), pero el resultado dice ${result.tantos_casa} a ${result.tantos_rival} (${played} jugados): cargá uno por set jugado, o dejá "sets" vacío`,
    );
  }
  sets.forEach((set, index) => {
    if (set.casa === set.rival) {
      throw new ContentProblem(
        file,
        `"sets[${index + 1}]" no puede terminar empatado (dice ${set.casa} a ${set.rival}): revisá los puntos`,
      );
    }
  });
  const won = sets.filter((set) => set.casa > set.rival).length;
  if (won !== result.tantos_casa) {
    throw new ContentProblem(
      file,
      `"sets" da ${won} set(s) ganado(s) por CASA y ${sets.length - won} por el rival, pero el resultado dice ${result.tantos_casa} a ${result.tantos_rival}: revisá los puntos de cada set`,
    );
  }
}

/** Throws the file's one line when the score breaks `sport`'s rules. */
export function checkScore(result: Resultado, sport: TeamSport, file: string): void {
  const hasSets = (result.sets ?? []).length > 0;
  if (sport === "basquet") {
    if (hasSets) {
      throw new ContentProblem(
        file,
        `"sets" van solo en vóley: ${result.equipo} juega al básquet, su resultado son los puntos; dejá "sets" vacío`,
      );
    }
    return;
  }
  const { tantos_casa: club, tantos_rival: rival } = result;
  if (club === rival) {
    throw new ContentProblem(
      file,
      `"tantos_rival" no puede ser igual a "tantos_casa" en vóley (dice ${club} a ${rival}): no hay empate, son los sets que ganó cada equipo`,
    );
  }
  const [winner, winnerSets] = club > rival ? ["tantos_casa", club] : ["tantos_rival", rival];
  if (winnerSets !== 2 && winnerSets !== 3) {
    throw new ContentProblem(
      file,
      `"${winner}" debe ser 2 o 3: en vóley gana quien llega a 2 sets (partido a 3) o a 3 sets (partido a 5), y el resultado dice ${club} a ${rival}`,
    );
  }
  if (hasSets) checkSets(result, file);
}
