import { describe, expect, it } from "vitest";
import { escapeText, eventUid, foldLine } from "./icalendar.js";

describe("iCalendar text", () => {
  it("escapes commas, semicolons, backslashes and new lines", () => {
    expect(escapeText("A, B; C\\D\nE")).toBe("A\\, B\\; C\\\\D\\nE");
  });

  it("folds long lines at 75 octets without splitting an accented letter", () => {
    const line = `SUMMARY:${"Ñ".repeat(60)}`;
    const folded = foldLine(line);
    for (const part of folded.split("\r\n")) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, "")).toBe(line);
  });

  it("derives the UID from league, teams and date, not the time", () => {
    const match = {
      local: "CASA",
      visitante: "GELP",
      fecha: "03/09/2026",
      hora: "21:30",
      es_casa_local: true,
    };
    expect(eventUid("voley/primera", match)).toBe(eventUid("voley/primera", { ...match, hora: "19:00" }));
    expect(eventUid("voley/primera", match)).not.toBe(eventUid("voley/tira-a", match));
  });
});
