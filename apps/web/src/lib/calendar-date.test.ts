import { afterEach, describe, expect, it } from "vitest";
import { calendarBadge, formatCalendarDate } from "./calendar-date.ts";

const originalZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalZone;
});

describe("calendar dates", () => {
  it("writes a content date the Argentine way", () => {
    expect(formatCalendarDate("2026-11-15")).toBe("15 de noviembre de 2026");
    expect(formatCalendarDate("2027-01-04")).toBe("4 de enero de 2027");
  });

  it("keeps the same day in a time zone west of UTC (a visitor in Buenos Aires)", () => {
    // `new Date("2026-11-15")` is midnight UTC: 21:00 of the 14th in Buenos Aires.
    process.env.TZ = "America/Argentina/Buenos_Aires";
    expect(formatCalendarDate("2026-11-15")).toBe("15 de noviembre de 2026");
    expect(calendarBadge("2026-12-01")).toEqual({ day: "1", month: "dic" });
  });

  it("gives the day and the short month for the events' badge", () => {
    expect(calendarBadge("2026-11-28")).toEqual({ day: "28", month: "nov" });
    expect(calendarBadge("2027-01-04")).toEqual({ day: "4", month: "ene" });
  });
});
