import type { Fixture } from "@casa/shared";
import { describe, expect, it } from "vitest";
import { sportsEventsData } from "./sports-events-data.ts";
import { jsonLdText } from "./structured-data.ts";

const match = (overrides: Partial<Fixture>): Fixture => ({
  local: "CASA DE PADUA",
  visitante: "Club Ciudad",
  fecha: "05/12/2026",
  hora: "18:30",
  es_casa_local: true,
  ...overrides,
});

describe("jsonLdText", () => {
  it("never lets a team name close the script element", () => {
    const text = jsonLdText(
      sportsEventsData([match({ visitante: "</script><script>alert(1)" })], "Vóley", "Vóley"),
    );
    expect(text).not.toContain("</script>");
    expect(JSON.parse(text)[0].awayTeam.name).toBe("</script><script>alert(1)");
  });
});
