import { type Fixture, VOLLEY_FALLBACK } from "@casa/shared";
import { describe, expect, it } from "vitest";
import {
  backupStandings,
  type CallOutcome,
  decideVolleyFixtures,
  NO_MATCHES_FOUND,
  serviceStandings,
  upcomingFixtures,
} from "./fallback.ts";
import { leagueMatch } from "./test-matches.ts";

// Saturday 21 November 2026, 23:45 in Buenos Aires.
const NOW = new Date("2026-11-22T02:45:00Z");
const ROW = {
  posicion: 1,
  equipo: "GELP",
  puntos: 9,
  jugados: 3,
  ganados: 3,
  perdidos: 0,
  favor: 9,
  contra: 1,
};
const match = (fecha: string, local = "CASA DE PADUA"): Fixture =>
  leagueMatch({ local, visitante: "GELP", fecha, hora: "20:00", es_casa_local: local === "CASA DE PADUA" });
const ok = (body: unknown): CallOutcome => ({ ok: true, body });
const failed = (error: unknown): CallOutcome => ({ ok: false, error });

const BACKUP_ROWS = VOLLEY_FALLBACK["tira-a"].standings;

describe("volleyball division page: standings fallback (docs/product.md#error-texts)", () => {
  // [case, call outcome, shows the backup?]
  const TABLE: Array<[string, CallOutcome, boolean]> = [
    ["network failure", failed(new TypeError("Failed to fetch")), true],
    ["HTTP 500", failed(new Error("Error en la respuesta del servidor: 500")), true],
    ["standings missing", ok({ last_update: "2026-11-21T10:00:00Z" }), true],
    ["standings not an array", ok({ standings: "tabla" }), true],
    ["standings an empty list", ok({ standings: [] }), true],
    ["error field and no standings", ok({ error: "La liga no respondió" }), true],
    ["a list", ok({ standings: [ROW] }), false],
    ["a list inside standings.standings", ok({ standings: { standings: [ROW] } }), false],
    [
      "a list and an error field (stale data)",
      ok({ standings: [ROW], error: "Datos viejos", stale: true }),
      false,
    ],
  ];

  it.each(TABLE)("%s", (_case, outcome, backup) => {
    const block = serviceStandings(outcome);
    if (backup) expect(block).toBeUndefined();
    else expect(block).toMatchObject({ rows: [ROW], origin: { kind: "service" } });
  });

  it("labels the club's table as the backup, with the time the call ended", () => {
    expect(backupStandings(BACKUP_ROWS, NOW)).toEqual({
      rows: BACKUP_ROWS,
      origin: { kind: "backup", at: NOW },
    });
  });

  it("shows stale data with its freshness, for the 'datos guardados' badge", () => {
    const block = serviceStandings(ok({ standings: [ROW], error: "x", stale: true }));
    expect(block?.origin).toMatchObject({ kind: "service", freshness: { stale: true, error: "x" } });
  });
});

describe("volleyball division page: fixtures, never invented (docs/product.md#league-pages)", () => {
  const NEXT = [match("28/11/2026"), match("05/12/2026", "GELP")];
  // [case, call outcome, matches shown, error shown]
  const TABLE: Array<[string, CallOutcome, Fixture[], string | undefined]> = [
    ["network failure", failed(new TypeError("Failed to fetch")), [], undefined],
    ["HTTP 404", failed(new Error("Error en la respuesta del servidor: 404")), [], undefined],
    ["fixtures missing", ok({ last_update: "2026-11-21T10:00:00Z" }), [], undefined],
    ["fixtures empty", ok({ fixtures: [] }), [], undefined],
    ["the service's own backup", ok({ fixtures: [], source: "fallback:datos de respaldo" }), [], undefined],
    ['"No se encontraron próximos partidos"', ok({ fixtures: [], error: NO_MATCHES_FOUND }), [], undefined],
    ['"No se encontraron…" with matches too', ok({ fixtures: NEXT, error: NO_MATCHES_FOUND }), [], undefined],
    [
      "another error, no matches",
      ok({ fixtures: [], error: "Fixture no disponible" }),
      [],
      "Fixture no disponible",
    ],
    [
      "another error and matches (stale data)",
      ok({ fixtures: NEXT, error: "Viejo", stale: true }),
      NEXT,
      undefined,
    ],
    ["matches", ok({ fixtures: NEXT }), NEXT, undefined],
  ];

  it.each(TABLE)("%s", (_case, outcome, shown, error) => {
    const block = decideVolleyFixtures(outcome, NOW);
    expect(block.fixtures).toEqual(shown);
    expect(block.error).toBe(error);
    expect(block.origin?.kind).toBe(shown.length > 0 ? "service" : undefined);
  });

  it("shows at most three matches, from today on", () => {
    const list = ["20/11/2026", "21/11/2026", "28/11/2026", "05/12/2026", "12/12/2026"].map((d) => match(d));
    const block = decideVolleyFixtures(ok({ fixtures: list }), NOW);
    expect(block.fixtures.map((f) => f.fecha)).toEqual(["21/11/2026", "28/11/2026", "05/12/2026"]);
  });

  it("leaves the list empty when every match sent is already played", () => {
    const block = decideVolleyFixtures(ok({ fixtures: [match("01/11/2026")] }), NOW);
    expect(block).toEqual({ fixtures: [] });
  });

  it("keeps a match whose date cannot be read", () => {
    expect(upcomingFixtures([match("sábado")], NOW)).toHaveLength(1);
  });
});
