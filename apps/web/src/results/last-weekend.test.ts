import { TEST_TODAY } from "@casa/shared/test-clock";
import { describe, expect, it } from "vitest";
import { lastWeekend, lastWeekendResults } from "./last-weekend.ts";

const NOVEMBER_20_TO_22 = { from: "2026-11-20", to: "2026-11-22" };

describe("the last weekend", () => {
  it("on a Wednesday is the one just gone, Friday to Sunday", () => {
    expect(lastWeekend("2026-11-25")).toEqual(NOVEMBER_20_TO_22);
  });

  it("on a Saturday or a Sunday is the one under way", () => {
    expect(lastWeekend("2026-11-21")).toEqual(NOVEMBER_20_TO_22);
    expect(lastWeekend(TEST_TODAY)).toEqual(NOVEMBER_20_TO_22);
  });

  it("on a Friday is still the one before (this one's Saturday has not come)", () => {
    expect(lastWeekend("2026-11-27")).toEqual(NOVEMBER_20_TO_22);
  });

  it("crosses months and years", () => {
    expect(lastWeekend("2026-12-02")).toEqual({ from: "2026-11-27", to: "2026-11-29" });
    expect(lastWeekend("2027-01-01")).toEqual({ from: "2026-12-25", to: "2026-12-27" });
  });
});

describe("the last weekend's results", () => {
  const on = (date: string) => ({ id: date, date });

  it("keep the matches from its Friday to its Sunday, in their order, and nothing else", () => {
    const results = [
      on("2026-11-23"),
      on("2026-11-22"),
      on("2026-11-20"),
      on("2026-11-19"),
      on("2026-11-14"),
    ];
    expect(lastWeekendResults(results, "2026-11-25").map((result) => result.date)).toEqual([
      "2026-11-22",
      "2026-11-20",
    ]);
  });

  it("are none when no team played that weekend", () => {
    expect(lastWeekendResults([on("2026-11-14"), on("2026-11-18")], TEST_TODAY)).toEqual([]);
  });
});
