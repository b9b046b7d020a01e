import { describe, expect, it } from "vitest";
import { BASKET_WIN, VOLLEY_LOSS } from "./sample-results.ts";
import { teamResultsSection } from "./team-section.ts";

describe("a team page's latest results", () => {
  const federal = (day: number) => ({ ...BASKET_WIN, id: `federal-${day}`, date: `2026-11-${day}` });
  // Newest first, as the site reads them, the teams mixed.
  const RESULTS = [federal(21), VOLLEY_LOSS, federal(14), federal(7), federal(6), federal(5), federal(4)];

  it("are the team's five newest, newest first, under their title", () => {
    expect(teamResultsSection("basquet-federal", RESULTS)).toEqual({
      title: "Últimos resultados",
      teamId: "basquet-federal",
      results: [federal(21), federal(14), federal(7), federal(6), federal(5)],
    });
  });

  it("are all of them when the team has fewer", () => {
    expect(teamResultsSection("voley-primera", RESULTS)?.results).toEqual([VOLLEY_LOSS]);
  });

  it("are no section at all for a team without results", () => {
    expect(teamResultsSection("voley-tira-a", RESULTS)).toBeNull();
  });
});
