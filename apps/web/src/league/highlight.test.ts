import { describe, expect, it } from "vitest";
import { type HighlightRule, isOurTeam } from "./highlight.ts";

// [team, basquet, voley (Tira A/B and the division page), voley-primera]
const CASES: Array<[string, boolean, boolean, boolean]> = [
  ["CASA (PADUA)", true, true, true],
  ["casa de padua b", true, true, true],
  ["Padua", true, true, true],
  ["CASA DE ITALIA", false, true, false],
  ["Casa", false, true, false],
  ["CAZA Y PESCA", false, false, false],
  ["RIVER", false, false, false],
];

describe("our club's rows (docs/product.md#business-constants)", () => {
  it.each(CASES)("%s → basquet %s, voley %s, primera %s", (team, basquet, voley, primera) => {
    const rules: Array<[HighlightRule, boolean]> = [
      ["basquet", basquet],
      ["voley", voley],
      ["voley-primera", primera],
    ];
    for (const [rule, expected] of rules) expect(isOurTeam(team, rule)).toBe(expected);
  });
});
