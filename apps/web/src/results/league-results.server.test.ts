import type { OfficialResult } from "@casa/shared";
import { describe, expect, it } from "vitest";
import { leagueTeam, teamLeague, withLeagueResults } from "./league-results.server.ts";
import { BASKET_WIN, VOLLEY_LOSS } from "./sample-results.ts";

/** Primera's match of VOLLEY_LOSS as the league published it: we won 3–2 away. */
const PRIMERA_OFFICIAL: OfficialResult = {
  local: "Morón",
  visitante: "CASA de Padua",
  fecha: "15/11/2026",
  hora: "18:00",
  es_casa_local: false,
  tantos_local: 2,
  tantos_visitante: 3,
};

/** A league service that knows Primera's finished matches; the endpoints asked for. */
function leagueService(answers: Record<string, unknown>) {
  const asked: string[] = [];
  const snapshot = async (name: string) => {
    asked.push(name);
    return answers[name];
  };
  return { asked, snapshot };
}

describe("the results as the site shows them", () => {
  it("take the league's official score for the same match, and say so", async () => {
    const club = { ...VOLLEY_LOSS, source: "club" as const };
    const { snapshot } = leagueService({ "voley-primera-fixtures": { resultados: [PRIMERA_OFFICIAL] } });
    const [shown] = await withLeagueResults([club], snapshot);
    expect(shown).toMatchObject({ score: { club: 3, rival: 2 }, outcome: "won", source: "liga" });
    expect(shown?.rival).toBe("Morón");
  });

  it("keep the club's own when the league has no such match, or no answer, in the same order", async () => {
    const federal = { ...BASKET_WIN, source: "club" as const };
    const other = { ...VOLLEY_LOSS, source: "club" as const, date: "2026-11-08" };
    const { asked, snapshot } = leagueService({
      "voley-primera-fixtures": { resultados: [PRIMERA_OFFICIAL] },
    });
    expect(await withLeagueResults([federal, other], snapshot)).toEqual([federal, other]);
    expect(asked.sort()).toEqual(["basquet-federal-fixtures", "voley-primera-fixtures"]);
  });

  it("never ask a league for a team that plays none the service follows", async () => {
    const metropolitano = {
      ...BASKET_WIN,
      source: "club" as const,
      team: { ...BASKET_WIN.team, id: "basquet-metropolitano" },
    };
    const { asked, snapshot } = leagueService({});
    expect(await withLeagueResults([metropolitano], snapshot)).toEqual([metropolitano]);
    expect(asked).toEqual([]);
  });
});

describe("a team's league", () => {
  it("is the league whose key is the team's activity id with a slash", () => {
    expect(teamLeague("voley-primera")).toBe("voley/primera");
    expect(teamLeague("basquet-federal")).toBe("basquet/federal");
    expect(teamLeague("basquet-metropolitano")).toBeUndefined();
    expect(leagueTeam("voley/tira-a")).toBe("voley-tira-a");
  });
});
