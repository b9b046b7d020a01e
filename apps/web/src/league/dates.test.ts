import { describe, expect, it } from "vitest";
import { buenosAiresDay, fixtureDay, formatDateTime, timeAgo } from "./dates.ts";

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

  it("says how long ago an update was, in Spanish (Argentina)", () => {
    const now = new Date("2026-11-24T12:00:00Z");
    expect(timeAgo("2026-11-24T11:59:30Z", now)).toBeUndefined();
    expect(timeAgo("2026-11-24T11:55:00Z", now)).toBe("hace 5 minutos");
    expect(timeAgo("2026-11-24T10:00:00Z", now)).toBe("hace 2 horas");
    expect(timeAgo("2026-11-23T10:00:00Z", now)).toBe("ayer");
    expect(timeAgo("2026-11-22T10:00:00Z", now)).toBe("anteayer");
    expect(timeAgo("2026-11-21T10:00:00Z", now)).toBe("hace 3 días");
    expect(timeAgo("2026-09-01T10:00:00Z", now)).toBe("hace 2 meses");
    expect(timeAgo("2026-11-24T12:05:00Z", now)).toBeUndefined();
    expect(timeAgo("ayer", now)).toBeUndefined();
  });
});
