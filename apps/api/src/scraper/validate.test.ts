import type { StandingRow } from "@casa/shared";
import { describe, expect, it } from "vitest";
import { BASKETBALL_RULES, VOLLEYBALL_RULES, validateFixtures, validateStandings } from "./validate.js";

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
