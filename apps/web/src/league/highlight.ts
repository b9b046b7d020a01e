/**
 * Whose rows the tables highlight (docs/product.md#business-constants). Each table says which rule it
 * follows; the match is case-insensitive.
 * - `basquet`: the team name contains "padua" ("CASA (PADUA)").
 * - `voley`: Tira A, Tira B and the volleyball division page, "casa" or "padua".
 * - `voley-primera`: only "padua".
 */
export type HighlightRule = "basquet" | "voley" | "voley-primera";

const OUR_TEAM: Record<HighlightRule, RegExp> = {
  basquet: /padua/i,
  voley: /casa|padua/i,
  "voley-primera": /padua/i,
};

export const isOurTeam = (team: string, rule: HighlightRule): boolean => OUR_TEAM[rule].test(team);
