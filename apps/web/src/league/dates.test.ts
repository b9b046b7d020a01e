import { describe, expect, it } from "vitest";
import { buenosAiresDay, fixtureDay, formatDateTime } from "./dates.ts";

describe("Buenos Aires dates", () => {
  // The test runner's zone is UTC (vitest.config.ts): the output must not follow it.
  it("formats an instant in es-AR, in Buenos Aires time", () => {
    expect(formatDateTime("2026-11-21T23:33:18.000-03:00")).toBe("21/11/2026, 23:33");
    expect(formatDateTime("2026-11-22T02:33:18Z")).toBe("21/11/2026, 23:33");
  });

  it("has nothing to say about an invalid date", () => {
    expect(formatDateTime("ayer")).toBeUndefined();
  });

  it("knows which day it is in Buenos Aires", () => {
    expect(buenosAiresDay(new Date("2026-11-22T02:30:00Z"))).toBe("2026-11-21");
  });

  it("reads a fixture's dd/mm/yyyy", () => {
    expect(fixtureDay("5/12/2026")).toBe("2026-12-05");
    expect(fixtureDay("2026-12-05")).toBeUndefined();
  });
});
