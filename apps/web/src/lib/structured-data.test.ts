import { describe, expect, it } from "vitest";
import { leagueMatch as match } from "../league/test-matches.ts";
import { sportsEventsData } from "./sports-events-data.ts";
import { jsonLdText } from "./structured-data.ts";

describe("jsonLdText", () => {
  it("never lets a team name close the script element", () => {
    const text = jsonLdText(
      sportsEventsData([match({ visitante: "</script><script>alert(1)" })], "Vóley", "Vóley"),
    );
    expect(text).not.toContain("</script>");
    expect(JSON.parse(text)[0].awayTeam.name).toBe("</script><script>alert(1)");
  });
});
