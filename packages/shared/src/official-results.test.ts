import { describe, expect, it } from "vitest";
import type { OfficialResult } from "./league.js";
import { outcomeOf, type ReplaceableResult, withOfficialResults } from "./official-results.js";

/** A club result as the site has it: more fields than the function needs, which must survive. */
interface ClubResult extends ReplaceableResult {
  id: string;
  rival: string;
}

const clubResult = (id: string, date: string, home: boolean, club: number, rival: number): ClubResult => ({
  id,
  rival: "GELP",
  date,
  home,
  score: { club, rival },
  outcome: outcomeOf({ club, rival }),
  source: "club",
});

/** GELP 1 - 3 CASA DE PADUA: we won away, set by set. */
const awayWin: OfficialResult = {
  local: "GELP",
  visitante: "CASA DE PADUA",
  fecha: "14/11/2026",
  hora: "20:00",
  es_casa_local: false,
  tantos_local: 1,
  tantos_visitante: 3,
  sets: [
    { local: 25, visitante: 20 },
    { local: 18, visitante: 25 },
    { local: 22, visitante: 25 },
    { local: 23, visitante: 25 },
  ],
};

describe("outcomeOf", () => {
  it("is won, lost or drawn from our club's side", () => {
    expect(outcomeOf({ club: 3, rival: 1 })).toBe("won");
    expect(outcomeOf({ club: 64, rival: 70 })).toBe("lost");
    expect(outcomeOf({ club: 2, rival: 2 })).toBe("drawn");
  });
});

describe("withOfficialResults", () => {
  it("gives the club's result of the same match the league's score, seen from our side, and says it is the league's", () => {
    // The club posted a loss by mistake; the league says we won 3-1 away.
    const posted = clubResult("2026-11-14-gelp", "2026-11-14", false, 1, 3);
    const [replaced] = withOfficialResults([posted], [awayWin]);
    expect(replaced).toEqual({
      id: "2026-11-14-gelp",
      rival: "GELP",
      date: "2026-11-14",
      home: false,
      score: {
        club: 3,
        rival: 1,
        sets: [
          { club: 20, rival: 25 },
          { club: 25, rival: 18 },
          { club: 25, rival: 22 },
          { club: 25, rival: 23 },
        ],
      },
      outcome: "won",
      source: "liga",
    });
  });

  it("maps a home match's score as it is, and an official result without sets gives none", () => {
    const { sets: _sets, ...withoutSets } = awayWin;
    const official: OfficialResult = {
      ...withoutSets,
      local: "CASA DE PADUA",
      visitante: "GELP",
      es_casa_local: true,
      tantos_local: 2,
      tantos_visitante: 3,
    };
    const posted = { ...clubResult("casa-gelp", "2026-11-14", true, 3, 2), score: { club: 3, rival: 2 } };
    const [replaced] = withOfficialResults([posted], [official]);
    expect(replaced?.score).toEqual({ club: 2, rival: 3 });
    expect(replaced?.outcome).toBe("lost");
    expect(replaced?.source).toBe("liga");
  });

  it("leaves alone a result of another day, or of the same day on the other side", () => {
    const otherDay = clubResult("otro-dia", "2026-11-07", false, 3, 0);
    const otherSide = clubResult("otro-lado", "2026-11-14", true, 0, 3);
    const results = withOfficialResults([otherDay, otherSide], [awayWin]);
    expect(results).toEqual([otherDay, otherSide]);
    expect(results[0]).toBe(otherDay);
  });

  it("changes nothing without official results", () => {
    const posted = [clubResult("a", "2026-11-14", false, 1, 3)];
    expect(withOfficialResults(posted, [])).toEqual(posted);
  });
});
