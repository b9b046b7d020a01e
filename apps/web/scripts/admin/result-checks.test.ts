import { TEST_TODAY } from "@casa/shared/test-clock";
import { describe, expect, it } from "vitest";
import { buenosAiresToday, resultProblem } from "../../admin/result-checks.js";

/**
 * What the editor refuses to save in a match result (admin/result-checks.js, run on every
 * save by admin/check-results.js). That the refusal reaches the staff, in Decap's notice,
 * with nothing written, is seen in Chromium by scripts/admin-phone-check.mjs.
 */
const played = { fecha: TEST_TODAY, tantos_casa: 3, tantos_rival: 1 };

describe("a match result checked before it is saved", () => {
  it("refuses a match dated after today in Buenos Aires, naming both days as the editor shows them", () => {
    expect(buenosAiresToday()).toBe(TEST_TODAY);
    expect(resultProblem({ ...played, fecha: "2026-11-23" }, "basquet", TEST_TODAY)).toBe(
      "Día del partido: el 23/11/2026 todavía no llegó (hoy es 22/11/2026). Cargá el resultado cuando el partido ya se jugó.",
    );
    expect(resultProblem(played, "basquet", TEST_TODAY)).toBeUndefined();
    expect(resultProblem({ ...played, fecha: "2026-11-21" }, undefined, TEST_TODAY)).toBeUndefined();
  });

  it("counts the day in Buenos Aires (UTC−3), not the device's zone", () => {
    // 01:30 on the 23rd in UTC is still 22:30 on the 22nd in Buenos Aires.
    expect(buenosAiresToday(new Date("2026-11-23T01:30:00Z"))).toBe("2026-11-22");
    expect(buenosAiresToday(new Date("2026-11-23T03:00:00Z"))).toBe("2026-11-23");
  });

  it("refuses a volleyball score no match ends with: a tie, or a winner without 2 or 3 sets", () => {
    expect(resultProblem({ ...played, tantos_casa: 2, tantos_rival: 2 }, "voley", TEST_TODAY)).toMatch(
      /^Puntos o sets: en vóley no hay empate \(dice 2 a 2\)/,
    );
    for (const [club, rival] of [
      [4, 1],
      [1, 0],
      [0, 25],
      [78, 71],
    ]) {
      expect(
        resultProblem({ ...played, tantos_casa: club, tantos_rival: rival }, "voley", TEST_TODAY),
        `${club} a ${rival}`,
      ).toMatch(new RegExp(`^Puntos o sets: .*dice ${club} a ${rival}\\.$`));
    }
    for (const [club, rival] of [
      [3, 0],
      [3, 2],
      [2, 3],
      [2, 1],
      [0, 2],
    ]) {
      expect(
        resultProblem({ ...played, tantos_casa: club, tantos_rival: rival }, "voley", TEST_TODAY),
        `${club} a ${rival}`,
      ).toBeUndefined();
    }
  });

  it("refuses a list of sets that is not one per set played, and takes an empty one", () => {
    const set = { casa: 25, rival: 20 };
    expect(resultProblem({ ...played, sets: [set, set, set] }, "voley", TEST_TODAY)).toBe(
      "Puntos de cada set: hay 3 sets y el resultado, 3 a 1, suma 4. Cargá uno por set jugado, o dejá la lista vacía.",
    );
    expect(resultProblem({ ...played, sets: [set, set, set, set] }, "voley", TEST_TODAY)).toBeUndefined();
    expect(resultProblem({ ...played, sets: [] }, "voley", TEST_TODAY)).toBeUndefined();
  });

  it("holds to volleyball's rules only a volleyball team's score", () => {
    expect(
      resultProblem({ ...played, tantos_casa: 78, tantos_rival: 71 }, "basquet", TEST_TODAY),
    ).toBeUndefined();
    // A team the editor does not know the sport of (added since it was built): the build checks it.
    expect(
      resultProblem({ ...played, tantos_casa: 2, tantos_rival: 2 }, undefined, TEST_TODAY),
    ).toBeUndefined();
    // A score left empty is the number field's to say (Decap marks it there).
    expect(resultProblem({ fecha: TEST_TODAY, tantos_rival: 1 }, "voley", TEST_TODAY)).toBeUndefined();
  });
});
