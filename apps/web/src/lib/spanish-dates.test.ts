import { buenosAiresClock } from "@casa/shared";
import { describe, expect, it } from "vitest";
import {
  type AgoUnit,
  agoInWords,
  clockTime,
  longDay,
  monthName,
  numericDay,
  shortMonthName,
} from "./spanish-dates.ts";

// The tables say what Intl says for es-AR: compared here, word for word, with Node's
// Intl (full ICU), so the site reads as it did when Intl wrote its dates.
const BUENOS_AIRES = "America/Argentina/Buenos_Aires";
const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat("es-AR", options);

describe("Spanish dates without Intl", () => {
  it("names every month, long and short, as Intl does", () => {
    const long = intl({ month: "long", timeZone: "UTC" });
    const short = intl({ month: "short", timeZone: "UTC" });
    for (let month = 0; month < 12; month++) {
      const date = new Date(Date.UTC(2026, month, 5));
      expect(monthName(month)).toBe(long.format(date));
      expect(shortMonthName(month)).toBe(short.format(date).replace(".", ""));
    }
  });

  it("writes a match's day and time in Buenos Aires as Intl does, every day of a year", () => {
    const day = intl({ timeZone: BUENOS_AIRES, weekday: "long", day: "numeric", month: "long" });
    const time = intl({ timeZone: BUENOS_AIRES, hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
    const numeric = intl({ timeZone: BUENOS_AIRES, day: "2-digit", month: "2-digit", year: "numeric" });
    // 02:07 UTC is the evening before in Buenos Aires: the day must follow Buenos Aires.
    for (let n = 0; n < 366; n++) {
      const instant = new Date(Date.UTC(2026, 0, 1 + n, 2, 7 + (n % 50)));
      const clock = buenosAiresClock(instant);
      const intlDay = day.format(instant).replace(",", "");
      expect(longDay(clock)).toBe(intlDay.charAt(0).toUpperCase() + intlDay.slice(1));
      expect(clockTime(clock)).toBe(time.format(instant));
      expect(numericDay(clock)).toBe(numeric.format(instant));
    }
  });

  it("says how long ago as Intl.RelativeTimeFormat does (numeric: auto)", () => {
    const relative = new Intl.RelativeTimeFormat("es-AR", { numeric: "auto" });
    const units: AgoUnit[] = ["minute", "hour", "day", "month", "year"];
    for (const unit of units)
      for (let amount = 1; amount <= 60; amount++)
        expect(agoInWords(amount, unit)).toBe(relative.format(-amount, unit));
  });
});
