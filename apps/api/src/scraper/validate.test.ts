import type { StandingRow } from "@casa/shared";
import { describe, expect, it } from "vitest";
import {
  BASKETBALL_RULES,
  VOLLEYBALL_RULES,
  validateFixtures,
  validateResults,
  validateStandings,
} from "./validate.js";

const row = (
  equipo: string,
  ganados: number,
  perdidos: number,
  extra: Partial<StandingRow> = {},
): StandingRow => ({
  posicion: 1,
  equipo,
  puntos: 2 * ganados + perdidos,
  jugados: ganados + perdidos,
  ganados,
  perdidos,
  favor: 100,
  contra: 90,
  ...extra,
});

describe("validateStandings", () => {
  it("accepts a consistent basketball table", () => {
    expect(() => validateStandings([row("A", 2, 0), row("B", 0, 2)], BASKETBALL_RULES)).not.toThrow();
  });

  it("refuses basketball points that are not 2 per win and 1 per loss", () => {
    expect(() => validateStandings([row("A", 2, 0, { puntos: 6 })], BASKETBALL_RULES)).toThrow(
      /A: puntos 6 ≠ 2 × 2 \+ 0/,
    );
  });

  it("lets volleyball points follow their own scale", () => {
    expect(() => validateStandings([row("A", 2, 0, { puntos: 6 })], VOLLEYBALL_RULES)).not.toThrow();
  });

  it("refuses a team listed twice, even spelled differently", () => {
    expect(() => validateStandings([row("Vélez", 1, 0), row("VELEZ", 0, 1)], VOLLEYBALL_RULES)).toThrow(
      /repetido/,
    );
  });

  it("refuses a table with fewer teams than the last good one", () => {
    expect(() => validateStandings([row("A", 1, 0)], VOLLEYBALL_RULES, 2)).toThrow(
      /trae 1 equipos y la última buena tenía 2/,
    );
    expect(() =>
      validateStandings([row("A", 1, 0), row("B", 0, 1), row("C", 0, 0)], VOLLEYBALL_RULES, 2),
    ).not.toThrow();
  });

  it("refuses negative or fractional numbers and nameless teams", () => {
    expect(() => validateStandings([row("A", 1, 0, { favor: -1 })], VOLLEYBALL_RULES)).toThrow(
      /no numérico en favor/,
    );
    expect(() => validateStandings([row("A", 1, 0, { contra: 1.5 })], VOLLEYBALL_RULES)).toThrow(
      /no numérico en contra/,
    );
    expect(() => validateStandings([row(" ", 1, 0)], VOLLEYBALL_RULES)).toThrow(/sin nombre/);
  });
});

describe("validateFixtures", () => {
  const fixture = {
    local: "A",
    visitante: "B",
    fecha: "03/09/2026",
    hora: "21:30",
    es_casa_local: true,
    starts_at: "2026-09-04T00:30:00.000Z",
  };

  it("accepts no matches at all", () => {
    expect(() => validateFixtures([])).not.toThrow();
  });

  it("refuses a match listed twice or with a malformed date", () => {
    expect(() => validateFixtures([fixture, fixture])).toThrow(/repetido/);
    expect(() => validateFixtures([{ ...fixture, fecha: "3/9/26" }])).toThrow(/fecha u hora/);
  });
});

describe("validateResults", () => {
  const result = {
    local: "CASA DE PADUA",
    visitante: "GELP",
    fecha: "31/10/2026",
    hora: "20:00",
    es_casa_local: true,
    tantos_local: 3,
    tantos_visitante: 1,
    starts_at: "2026-10-31T23:00:00.000Z",
  };
  const score = (tantos_local: number, tantos_visitante: number, sets?: Array<[number, number]>) => ({
    ...result,
    tantos_local,
    tantos_visitante,
    ...(sets ? { sets: sets.map(([local, visitante]) => ({ local, visitante })) } : {}),
  });

  it("accepts every score a volleyball match can end with, best of five or of three", () => {
    const ends = [score(3, 0), score(1, 3), score(3, 2), score(2, 0), score(1, 2)];
    expect(() =>
      validateResults(
        ends.map((r, i) => ({
          ...r,
          fecha: `0${i + 1}/11/2026`,
          starts_at: `2026-11-0${i + 1}T23:00:00.000Z`,
        })),
        "voley",
      ),
    ).not.toThrow();
    expect(() =>
      validateResults(
        [
          score(2, 3, [
            [25, 20],
            [20, 25],
            [18, 25],
            [25, 22],
            [13, 15],
          ]),
        ],
        "voley",
      ),
    ).not.toThrow();
    expect(() => validateResults([], "voley")).not.toThrow();
  });

  it("refuses a volleyball score no match ends with, and sets that do not give the score", () => {
    for (const [home, away] of [
      [3, 3],
      [4, 1],
      [0, 0],
      [2, 2],
      [1, 1],
    ] as const)
      expect(() => validateResults([score(home, away)], "voley")).toThrow(/termina 3-0, 3-1, 3-2/);
    expect(() =>
      validateResults(
        [
          score(3, 0, [
            [25, 20],
            [20, 25],
            [25, 18],
            [25, 23],
          ]),
        ],
        "voley",
      ),
    ).toThrow(/los sets \(25-20, 20-25, 25-18, 25-23\) no dan ese resultado/);
    expect(() =>
      validateResults(
        [
          score(2, 0, [
            [25, 25],
            [25, 20],
          ]),
        ],
        "voley",
      ),
    ).toThrow(/no dan ese resultado/);
  });

  it("refuses negative or fractional numbers in any sport, and a match listed twice", () => {
    expect(() => validateResults([score(-1, 3)], "voley")).toThrow(
      /CASA DE PADUA -1-3 GELP 31\/10\/2026: resultado no numérico o negativo/,
    );
    expect(() => validateResults([score(78.5, 70)], "basquet")).toThrow(/no numérico o negativo/);
    expect(() => validateResults([score(3, 1, [[25, -2]])], "voley")).toThrow(/no numérico o negativo/);
    expect(() => validateResults([result, result], "voley")).toThrow(/repetido/);
  });

  it("takes basketball points as they come", () => {
    expect(() => validateResults([score(78, 70)], "basquet")).not.toThrow();
  });
});
