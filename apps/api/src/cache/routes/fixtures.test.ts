import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../testing/build-test-app.js";
import type { FixturesEntry } from "../entry.js";

describe("GET /api/fixtures/:sport/:division", () => {
  it("serves no invented matches while a volleyball division has only the club's backup", async () => {
    for (const now of [new Date("2026-11-21T15:00:00Z"), new Date("2027-03-10T15:00:00Z")]) {
      const { app } = await buildTestApp({ clock: () => now });
      for (const division of ["primera", "tira-a", "tira-b"]) {
        const body = (await app.inject(`/api/fixtures/voley/${division}`)).json();
        expect(body.fixtures).toEqual([]);
        expect(body.source).toMatch(/^fallback:/);
        expect(body.stale).toBe(true);
      }
    }
  });

  it("answers basketball with no matches and a source that says why", async () => {
    const { app } = await buildTestApp();
    const body = (await app.inject("/api/fixtures/basquet/federal")).json();
    expect(body.fixtures).toEqual([]);
    expect(body.source).toMatch(/no publica/);
  });

  it("drops a scraped match once it has started, without a new scrape", async () => {
    let now = new Date("2026-09-04T12:00:00Z");
    const entry: FixturesEntry = {
      kind: "fixtures",
      key: "voley/tira-a",
      origin: "scrape",
      source: "https://metrovoley.com.ar/clubs/1/matches",
      stale: false,
      last_update: "2026-09-04T09:00:00.000-03:00",
      fixtures: [
        {
          local: "A",
          visitante: "CASA",
          fecha: "04/09/2026",
          hora: "21:30",
          es_casa_local: false,
          starts_at: "2026-09-05T00:30:00.000Z",
        },
        {
          local: "CASA",
          visitante: "B",
          fecha: "11/09/2026",
          hora: "21:30",
          es_casa_local: true,
          starts_at: "2026-09-12T00:30:00.000Z",
        },
      ],
    };
    const { app } = await buildTestApp({ entries: [entry], clock: () => now });
    expect((await app.inject("/api/fixtures/voley/tira-a")).json().fixtures).toHaveLength(2);
    now = new Date("2026-09-05T01:00:00Z");
    const later = (await app.inject("/api/fixtures/voley/tira-a")).json().fixtures;
    expect(later).toEqual([
      { local: "CASA", visitante: "B", fecha: "11/09/2026", hora: "21:30", es_casa_local: true },
    ]);
  });

  it("answers an unknown division with a JSON 404", async () => {
    const { app } = await buildTestApp();
    const res = await app.inject("/api/fixtures/voley/maxy-femenino");
    expect(res.statusCode).toBe(404);
    expect(res.json()).toHaveProperty("error");
  });
});
