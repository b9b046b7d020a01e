import type { League, StandingRow } from "@casa/shared";
import type { StoredFixture, StoredResult } from "../cache/entry.js";
import { headerKey } from "./parsers/text.js";

/** What the league's rules let us check arithmetically. */
export interface StandingsRules {
  /** Every match has a winner (no draws), so played = won + lost. */
  playedIsWonPlusLost: boolean;
  /** Basketball: a win is 2 points and a loss 1. */
  pointsAreTwoPerWinOnePerLoss: boolean;
}

export const BASKETBALL_RULES: StandingsRules = {
  playedIsWonPlusLost: true,
  pointsAreTwoPerWinOnePerLoss: true,
};
/** Volleyball points depend on the set score (3-0, 3-2...), so only played is checked. */
export const VOLLEYBALL_RULES: StandingsRules = {
  playedIsWonPlusLost: true,
  pointsAreTwoPerWinOnePerLoss: false,
};

/** A scrape whose data must not replace the good data in the cache. */
export class SuspiciousDataError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `datos rechazados: ${problems.slice(0, 3).join("; ")}${problems.length > 3 ? ` (y ${problems.length - 3} más)` : ""}`,
    );
    this.name = "SuspiciousDataError";
  }
}

const COUNTED = ["posicion", "puntos", "jugados", "ganados", "perdidos", "favor", "contra"] as const;

/**
 * Throws {@link SuspiciousDataError} unless the table looks like a real league table:
 * rows present, whole numbers, the league's arithmetic, no team twice, and not fewer
 * teams than the last good table of the same source (a half-loaded page).
 */
export function validateStandings(
  rows: StandingRow[],
  rules: StandingsRules,
  lastGoodTeamCount?: number,
): void {
  const problems: string[] = [];
  if (rows.length === 0) problems.push("la tabla está vacía");
  const seen = new Set<string>();
  for (const row of rows) {
    const team = row.equipo || `fila ${row.posicion}`;
    if (row.equipo.trim() === "") problems.push(`fila ${row.posicion}: equipo sin nombre`);
    const notNumbers = COUNTED.filter((field) => !Number.isInteger(row[field]) || row[field] < 0);
    if (notNumbers.length > 0) {
      problems.push(`${team}: valor no numérico en ${notNumbers.join(", ")}`);
      continue;
    }
    if (rules.playedIsWonPlusLost && row.jugados !== row.ganados + row.perdidos) {
      problems.push(`${team}: jugados ${row.jugados} ≠ ganados ${row.ganados} + perdidos ${row.perdidos}`);
    }
    if (rules.pointsAreTwoPerWinOnePerLoss && row.puntos !== 2 * row.ganados + row.perdidos) {
      problems.push(`${team}: puntos ${row.puntos} ≠ 2 × ${row.ganados} + ${row.perdidos}`);
    }
    const name = headerKey(row.equipo);
    if (seen.has(name)) problems.push(`${team}: equipo repetido`);
    seen.add(name);
  }
  if (lastGoodTeamCount !== undefined && rows.length > 0 && rows.length < lastGoodTeamCount) {
    problems.push(`la tabla trae ${rows.length} equipos y la última buena tenía ${lastGoodTeamCount}`);
  }
  if (problems.length > 0) throw new SuspiciousDataError(problems);
}

/** Fixtures: an empty list is a valid answer (no upcoming matches); malformed matches are not. */
export function validateFixtures(fixtures: StoredFixture[]): void {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const f of fixtures) {
    const label = `${f.local} - ${f.visitante} ${f.fecha}`;
    if (f.local.trim() === "" || f.visitante.trim() === "") problems.push(`${label}: equipo sin nombre`);
    if (!/^\d{2}\/\d{2}\/\d{4}$/.test(f.fecha) || !/^\d{2}:\d{2}$/.test(f.hora))
      problems.push(`${label}: fecha u hora inválida`);
    if (Number.isNaN(Date.parse(f.starts_at))) problems.push(`${label}: inicio inválido`);
    const id = `${headerKey(f.local)}|${headerKey(f.visitante)}|${f.starts_at}`;
    if (seen.has(id)) problems.push(`${label}: partido repetido`);
    seen.add(id);
  }
  if (problems.length > 0) throw new SuspiciousDataError(problems);
}

/**
 * Official results: whole numbers, and a volleyball score a match can end with (3-0,
 * 3-1, 3-2, or 2-0, 2-1 in a best of three), its sets adding up to it when given. A
 * wrong official score would replace the club's right one, so it is refused like a bad table.
 */
export function validateResults(results: StoredResult[], sport: League["sport"]): void {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const r of results) {
    const label = `${r.local} ${r.tantos_local}-${r.tantos_visitante} ${r.visitante} ${r.fecha}`;
    if (r.local.trim() === "" || r.visitante.trim() === "") problems.push(`${label}: equipo sin nombre`);
    if (!/^\d{2}\/\d{2}\/\d{4}$/.test(r.fecha) || !/^\d{2}:\d{2}$/.test(r.hora))
      problems.push(`${label}: fecha u hora inválida`);
    if (Number.isNaN(Date.parse(r.starts_at))) problems.push(`${label}: inicio inválido`);
    const id = `${headerKey(r.local)}|${headerKey(r.visitante)}|${r.starts_at}`;
    if (seen.has(id)) problems.push(`${label}: partido repetido`);
    seen.add(id);
    const numbers = [
      r.tantos_local,
      r.tantos_visitante,
      ...(r.sets ?? []).flatMap((s) => [s.local, s.visitante]),
    ];
    if (!numbers.every(isCount)) {
      problems.push(`${label}: resultado no numérico o negativo`);
      continue;
    }
    if (sport === "voley")
      problems.push(...volleyballScoreProblems(r).map((problem) => `${label}: ${problem}`));
  }
  if (problems.length > 0) throw new SuspiciousDataError(problems);
}

const isCount = (n: number) => Number.isInteger(n) && n >= 0;

function volleyballScoreProblems(r: StoredResult): string[] {
  const winner = Math.max(r.tantos_local, r.tantos_visitante);
  const loser = Math.min(r.tantos_local, r.tantos_visitante);
  if (!((winner === 3 && loser <= 2) || (winner === 2 && loser <= 1)))
    return ["un partido de vóley termina 3-0, 3-1, 3-2 (o 2-0, 2-1)"];
  if (!r.sets) return [];
  const homeSets = r.sets.filter((s) => s.local > s.visitante).length;
  const awaySets = r.sets.filter((s) => s.visitante > s.local).length;
  if (homeSets !== r.tantos_local || awaySets !== r.tantos_visitante || r.sets.length !== winner + loser)
    return [`los sets (${r.sets.map((s) => `${s.local}-${s.visitante}`).join(", ")}) no dan ese resultado`];
  return [];
}
