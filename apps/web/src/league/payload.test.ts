import { describe, expect, it } from "vitest";
import { toDisplayRow } from "./display-row.ts";
import { readStandings } from "./payload.ts";
import { readFixtures } from "./payload-fixtures.ts";

const ROW = {
  posicion: 1,
  equipo: "RIVER",
  puntos: 31,
  jugados: 16,
  ganados: 15,
  perdidos: 1,
  favor: 9,
  contra: 3,
};

describe("readStandings", () => {
  it("accepts the list directly", () => {
    expect(readStandings([ROW]).rows).toEqual([ROW]);
  });

  it("accepts the service's answer with its freshness", () => {
    const payload = readStandings({
      standings: [ROW],
      last_update: "2026-11-21T23:33:18.000-03:00",
      source: "https://liga.example/tabla",
      stale: true,
      error: "La liga no respondió",
    });
    expect(payload).toEqual({
      rows: [ROW],
      lastUpdate: "2026-11-21T23:33:18.000-03:00",
      stale: true,
      backup: false,
      error: "La liga no respondió",
      offline: false,
    });
  });

  it("tells the copy the service worker saved on this device from the service's answer", () => {
    const saved = { standings: [ROW], last_update: "2026-11-21T23:33:18.000-03:00", offline_copy: true };
    expect(readStandings(saved)).toMatchObject({ offline: true, stale: false, rows: [ROW] });
    expect(readStandings({ ...saved, offline_copy: undefined }).offline).toBe(false);
    // Only the worker's own mark counts, not a look-alike value.
    expect(readStandings({ ...saved, offline_copy: "true" }).offline).toBe(false);
  });

  it("accepts the list inside standings.standings, with its error and last update", () => {
    const payload = readStandings({
      standings: { standings: [ROW], last_update: "2026-11-01T10:00:00Z", error: "vieja" },
    });
    expect(payload.rows).toEqual([ROW]);
    expect(payload.lastUpdate).toBe("2026-11-01T10:00:00Z");
    expect(payload.error).toBe("vieja");
  });

  it("says when the service answered with the club's backup", () => {
    expect(readStandings({ standings: [ROW], source: "fallback:datos de respaldo" }).backup).toBe(true);
  });

  it("has no rows when the answer holds no list, and ignores a bad date", () => {
    expect(readStandings({ standings: "nada", last_update: "ayer" })).toMatchObject({
      rows: undefined,
      lastUpdate: undefined,
    });
    expect(readStandings(null).rows).toBeUndefined();
  });
});

describe("readFixtures", () => {
  it("marks the service worker's saved copy, keeping its last update", () => {
    const payload = readFixtures({ fixtures: [], last_update: "2026-11-20T12:00:00Z", offline_copy: true });
    expect(payload.offline).toBe(true);
    expect(payload.lastUpdate).toBe("2026-11-20T12:00:00Z");
    expect(readFixtures({ fixtures: [] }).offline).toBe(false);
  });

  it("keeps object entries and fills missing texts", () => {
    const { fixtures } = readFixtures({
      fixtures: [{ local: "CASA DE PADUA", fecha: "28/11/2026", hora: "20:00", es_casa_local: true }, "x"],
    });
    expect(fixtures).toEqual([
      {
        local: "CASA DE PADUA",
        visitante: "Por definir",
        fecha: "28/11/2026",
        hora: "20:00",
        es_casa_local: true,
        lugar: undefined,
      },
    ]);
  });
});

describe("toDisplayRow", () => {
  it("applies the original site's defaults to missing fields", () => {
    expect(toDisplayRow({})).toEqual({
      posicion: "-",
      equipo: "Equipo desconocido",
      puntos: 0,
      jugados: 0,
      ganados: 0,
      perdidos: 0,
      favor: 0,
      contra: 0,
    });
    expect(toDisplayRow(null).equipo).toBe("Equipo desconocido");
  });

  it("reads numbers sent as text and drops what is not a number", () => {
    expect(toDisplayRow({ posicion: "3", equipo: "  GELP ", puntos: "12", favor: "mucho" })).toMatchObject({
      posicion: 3,
      equipo: "GELP",
      puntos: 12,
      favor: 0,
    });
  });
});
