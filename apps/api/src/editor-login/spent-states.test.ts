import { describe, expect, it } from "vitest";
import { createSpentStates } from "./spent-states.js";

describe("the states already spent by a callback", () => {
  it("takes a state once, and takes it again only once it has expired", () => {
    let now = 1_000;
    const spent = createSpentStates(10, () => now);
    expect(spent.spend("a", 5_000)).toBe(true);
    expect(spent.spend("a", 5_000)).toBe(false);
    expect(spent.spend("b", 5_000)).toBe(true);
    now = 5_000;
    expect(spent.spend("a", 9_000)).toBe(true);
  });

  it("remembers at most its capacity, forgetting the oldest first", () => {
    const spent = createSpentStates(2, () => 0);
    for (const state of ["a", "b", "c"]) expect(spent.spend(state, 1_000)).toBe(true);
    expect(spent.spend("c", 1_000)).toBe(false);
    expect(spent.spend("b", 1_000)).toBe(false);
    // "a" made room for "c".
    expect(spent.spend("a", 1_000)).toBe(true);
  });
});
