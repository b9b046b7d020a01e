import { describe, expect, it } from "vitest";
import { VOLLEY_DIVISIONS } from "./league.js";
import {
  isOurVolleyTeam,
  VOLLEY_FALLBACK,
  volleyFallbackFixtures,
  volleyFallbackSource,
} from "./volley-fallback.js";

describe("volleyball fallback data", () => {
  it.each(VOLLEY_DIVISIONS)("holds four consistent rows with our club among them for %s", (division) => {
    const { standings } = VOLLEY_FALLBACK[division];
    expect(standings).toHaveLength(4);
    expect(standings.map((r) => r.posicion)).toEqual([1, 2, 3, 4]);
    for (const row of standings) expect(row.jugados).toBe(row.ganados + row.perdidos);
    expect(standings.some((r) => isOurVolleyTeam(r.equipo))).toBe(true);
  });

  it("dates the two backup matches on the next two Saturdays in Buenos Aires", () => {
    // Wednesday 2026-11-18 at 23:30 in Buenos Aires (02:30 UTC on the 19th).
    const fixtures = volleyFallbackFixtures("primera", new Date("2026-11-19T02:30:00Z"));
    expect(fixtures.map((f) => f.fecha)).toEqual(["21/11/2026", "28/11/2026"]);
    expect(fixtures[0]).toMatchObject({ local: "CASA DE PADUA", es_casa_local: true, hora: "20:00" });
    expect(fixtures[1]?.es_casa_local).toBe(false);
  });

  it("never dates a backup match today, even on a Saturday", () => {
    const saturdayNoon = new Date("2026-11-21T15:00:00Z");
    expect(volleyFallbackFixtures("tira-a", saturdayNoon)[0]?.fecha).toBe("28/11/2026");
  });

  it("says in its source that it is not a real table", () => {
    expect(volleyFallbackSource("tira-b")).toMatch(/^fallback:.*no es una tabla real/);
  });
});
