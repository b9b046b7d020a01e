import { describe, expect, it } from "vitest";
import { eventUid } from "./icalendar.js";

describe("a match's calendar event", () => {
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
