import { describe, expect, it } from "vitest";
import { calendarText, escapeText, foldLine, utcStamp } from "./icalendar.js";

/** UTF-8 octets, counted independently of the code under test. */
const octets = (text: string) => encodeURIComponent(text).replace(/%[0-9A-F]{2}/g, "x").length;

describe("iCalendar text", () => {
  it("escapes commas, semicolons, backslashes and new lines", () => {
    expect(escapeText("A, B; C\\D\nE")).toBe("A\\, B\\; C\\\\D\\nE");
  });

  it("folds long lines at 75 octets without splitting an accented letter", () => {
    const line = `SUMMARY:${"Ñ".repeat(60)}`;
    const folded = foldLine(line);
    const parts = folded.split("\r\n");
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(octets(part)).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, "")).toBe(line);
  });

  it("leaves a short line as it is, and ends every line of a file with CRLF", () => {
    expect(foldLine("VERSION:2.0")).toBe("VERSION:2.0");
    expect(calendarText(["BEGIN:VCALENDAR", "END:VCALENDAR"])).toBe("BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n");
  });

  it("stamps a moment in UTC", () => {
    expect(utcStamp(new Date("2026-11-26T18:25:33-03:00"))).toBe("20261126T212533Z");
  });
});
