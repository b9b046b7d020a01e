import { describe, expect, it } from "vitest";
import { VOLLEY_DIVISIONS } from "./league.js";
import * as fallback from "./volley-fallback.js";
import { isOurVolleyTeam, VOLLEY_FALLBACK, volleyFallbackSource } from "./volley-fallback.js";

describe("volleyball fallback data", () => {
  it.each(VOLLEY_DIVISIONS)("holds four consistent rows with our club among them for %s", (division) => {
    const { standings } = VOLLEY_FALLBACK[division];
    expect(standings).toHaveLength(4);
    expect(standings.map((r) => r.posicion)).toEqual([1, 2, 3, 4]);
    for (const row of standings) expect(row.jugados).toBe(row.ganados + row.perdidos);
    expect(standings.some((r) => isOurVolleyTeam(r.equipo))).toBe(true);
  });

  it("holds no matches: nothing invented can be shown as upcoming", () => {
    for (const division of VOLLEY_DIVISIONS)
      expect(Object.keys(VOLLEY_FALLBACK[division])).toEqual(["standings"]);
    expect(Object.keys(fallback).filter((name) => /fixture|match/i.test(name))).toEqual([]);
  });

  it("says in its source that it is not a real table", () => {
    expect(volleyFallbackSource("tira-b")).toMatch(/^fallback:.*no es una tabla real/);
  });
});
