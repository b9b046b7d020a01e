import { describe, expect, it } from "vitest";
import { matchDayAndTime, matchStart, nextMatch } from "./next-match.ts";
import { ourMatch as match } from "./test-matches.ts";

// Saturday 28 November 2026, 18:00 in Buenos Aires.
const NOW = new Date("2026-11-28T21:00:00Z");

describe("matchStart", () => {
  it("reads the fixture's Buenos Aires date and time as the instant it is", () => {
    expect(matchStart("28/11/2026", "20:00")?.toISOString()).toBe("2026-11-28T23:00:00.000Z");
    expect(matchStart("5/1/2027", "21:30")?.toISOString()).toBe("2027-01-06T00:30:00.000Z");
  });

  it("refuses a date or time it cannot read, or a day that does not exist", () => {
    expect(matchStart("28/11/2026", "")).toBeUndefined();
    expect(matchStart("sábado", "20:00")).toBeUndefined();
    expect(matchStart("31/02/2027", "20:00")).toBeUndefined();
  });
});

describe("nextMatch", () => {
  it("picks the soonest match not yet started, across leagues, with the rival and home or away", () => {
    const next = nextMatch(
      [
        { league: "voley/tira-a", fixtures: [match("28/11/2026", "17:00"), match("05/12/2026", "19:00")] },
        { league: "basquet/federal", fixtures: [match("29/11/2026", "21:00", false, "RIVER")] },
      ],
      NOW,
    );
    expect(next).toMatchObject({ league: "basquet/federal", rival: "RIVER", home: false });
    expect(next?.startsAt.toISOString()).toBe("2026-11-30T00:00:00.000Z");
  });

  it("has none when no league has an upcoming match", () => {
    expect(
      nextMatch([{ league: "voley/primera", fixtures: [match("28/11/2026", "17:59")] }], NOW),
    ).toBeUndefined();
    expect(nextMatch([], NOW)).toBeUndefined();
  });
});

describe("matchDayAndTime", () => {
  it("writes the day and time in Spanish, in Buenos Aires time (the test runner is in UTC)", () => {
    expect(matchDayAndTime(new Date("2026-11-28T23:00:00Z"))).toEqual({
      day: "Sábado 28 de noviembre",
      time: "20:00",
    });
    // 01:30 UTC on Sunday is still Saturday night in Buenos Aires.
    expect(matchDayAndTime(new Date("2026-11-29T01:30:00Z")).day).toBe("Sábado 28 de noviembre");
  });
});
