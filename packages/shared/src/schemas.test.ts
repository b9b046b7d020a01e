import { Value } from "typebox/value";
import { describe, expect, it } from "vitest";
import { FixturesResponseSchema, StandingsResponseSchema } from "./schemas.js";
import { VOLLEY_FALLBACK } from "./volley-fallback.js";

const freshness = {
  last_update: "2026-11-21T23:33:18.000-03:00",
  source: "https://liga.example/tabla",
  stale: false,
};

describe("the league answers' schemas", () => {
  it("accept the answers the service sends", () => {
    expect(
      Value.Check(StandingsResponseSchema, { standings: VOLLEY_FALLBACK.primera.standings, ...freshness }),
    ).toBe(true);
    const fixtures = [
      {
        local: "CASA DE PADUA",
        visitante: "SAN LORENZO",
        fecha: "05/12/2026",
        hora: "20:00",
        es_casa_local: true,
      },
    ];
    expect(
      Value.Check(FixturesResponseSchema, { fixtures, resultados: [], ...freshness, error: "HTTP 500" }),
    ).toBe(true);
    const played = {
      ...fixtures[0],
      tantos_local: 3,
      tantos_visitante: 1,
      sets: [{ local: 25, visitante: 20 }],
    };
    expect(Value.Check(FixturesResponseSchema, { fixtures: [], resultados: [played], ...freshness })).toBe(
      true,
    );
  });

  it("refuse a fixtures answer without its results, or a result with a negative or missing score", () => {
    const match = { local: "A", visitante: "B", fecha: "21/11/2026", hora: "20:00", es_casa_local: true };
    expect(Value.Check(FixturesResponseSchema, { fixtures: [], ...freshness })).toBe(false);
    for (const resultado of [
      { ...match, tantos_local: 3, tantos_visitante: -1 },
      { ...match, tantos_local: 3 },
    ])
      expect(
        Value.Check(FixturesResponseSchema, { fixtures: [], resultados: [resultado], ...freshness }),
      ).toBe(false);
  });

  it("refuse a row without its team, a negative count or a date in another format", () => {
    const [row] = VOLLEY_FALLBACK.primera.standings;
    const { equipo: _team, ...noTeam } = row as NonNullable<typeof row>;
    expect(Value.Check(StandingsResponseSchema, { standings: [noTeam], ...freshness })).toBe(false);
    expect(Value.Check(StandingsResponseSchema, { standings: [{ ...row, jugados: -1 }], ...freshness })).toBe(
      false,
    );
    const fixture = { local: "A", visitante: "B", fecha: "2026-11-21", hora: "20:00", es_casa_local: true };
    expect(Value.Check(FixturesResponseSchema, { fixtures: [fixture], resultados: [], ...freshness })).toBe(
      false,
    );
  });
});
