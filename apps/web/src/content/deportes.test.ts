import { describe, expect, it } from "vitest";
import { routePaths } from "../../e2e/route-table.ts";
import { ACTIVITIES } from "./activities.ts";
import { COMPLEMENTARY, mainSports } from "./deportes.ts";

const MAIN_SPORTS = mainSports();

import { ACTIVITY_DAYS, MEMBERSHIP } from "./valores.ts";

const routes = new Set(routePaths());

describe("the sports overview", () => {
  it("has five main sports, every card and branch linking to a real page", () => {
    expect(MAIN_SPORTS.map((sport) => sport.title)).toEqual([
      "Básquet",
      "Vóley",
      "Gimnasia Rítmica",
      "Natación",
      "Artes Marciales",
    ]);
    for (const sport of MAIN_SPORTS) {
      expect(routes, sport.title).toContain(sport.link);
      for (const branch of sport.branches ?? []) expect(routes, branch.label).toContain(branch.link);
    }
  });

  it("has eleven complementary activities, none of them a main sport, each with its page", () => {
    expect(new Set(COMPLEMENTARY).size).toBe(11);
    const main = new Set(
      MAIN_SPORTS.flatMap((sport) => [sport.link, ...(sport.branches ?? []).map((b) => b.link)]),
    );
    for (const id of COMPLEMENTARY) {
      expect(routes).toContain(ACTIVITIES[id].path);
      expect(main.has(ACTIVITIES[id].path)).toBe(false);
    }
  });
});

describe("Valores y Días", () => {
  it("lists every activity once, each linking to its page", () => {
    const paths = ACTIVITY_DAYS.map((activity) => activity.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(routes).toContain(path);
  });

  it("keeps the spec's membership figures", () => {
    expect(MEMBERSHIP.price).toBe("$15.000");
    expect(MEMBERSHIP.familyDiscounts.map((row) => [row.members, row.discount])).toEqual([
      ["3 integrantes", "10%"],
      ["4 integrantes", "15%"],
      ["5 o más integrantes", "20%"],
    ]);
  });
});
