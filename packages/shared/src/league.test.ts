import { describe, expect, it } from "vitest";
import { describeLeaguePaths, toLeagueKey } from "./league.js";

describe("toLeagueKey", () => {
  it("accepts the leagues the club plays in", () => {
    expect(toLeagueKey("voley", "tira-a")).toBe("voley/tira-a");
    expect(toLeagueKey("basquet", "federal")).toBe("basquet/federal");
  });

  it("rejects anything else, including path tricks", () => {
    expect(toLeagueKey("voley", "segunda")).toBeUndefined();
    expect(toLeagueKey("futbol", "primera")).toBeUndefined();
    expect(toLeagueKey("voley/..", "primera")).toBeUndefined();
  });
});

describe("describeLeaguePaths", () => {
  it("names every league by its API path, grouped by sport", () => {
    expect(describeLeaguePaths()).toBe("basquet (federal) y voley (primera, tira-a, tira-b)");
  });
});
