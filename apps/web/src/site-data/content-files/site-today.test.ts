import { describe, expect, it } from "vitest";
import { siteNow, siteToday } from "./site-today.ts";

describe("the build's day", () => {
  it("is SITE_TODAY when set, and its noon in Buenos Aires is the build's now", () => {
    expect(siteToday({ SITE_TODAY: "2027-03-01" })).toBe("2027-03-01");
    expect(siteNow({ SITE_TODAY: "2027-03-01" }).toISOString()).toBe("2027-03-01T15:00:00.000Z");
  });

  it("is today in Buenos Aires when SITE_TODAY is empty (21:30 in Buenos Aires is still that day)", () => {
    const late = new Date("2026-11-23T00:30:00Z");
    expect(siteToday({}, late)).toBe("2026-11-22");
    expect(siteToday({ SITE_TODAY: " " }, late)).toBe("2026-11-22");
  });

  it("refuses a day that is not AAAA-MM-DD or does not exist, naming the setting in Spanish", () => {
    for (const wrong of ["12/12/2026", "2026-02-30", "mañana"])
      expect(() => siteToday({ SITE_TODAY: wrong })).toThrow(
        `SITE_TODAY: "${wrong}" no es una fecha AAAA-MM-DD (por ejemplo 2026-11-22)`,
      );
  });
});
