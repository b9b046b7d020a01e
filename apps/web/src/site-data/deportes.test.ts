import { describe, expect, it } from "vitest";
import { routePaths } from "../../e2e/support/route-table.ts";
import { ACTIVITY_DAYS, COMPLEMENTARY } from "./activities/lists.ts";
import { sportsPage } from "./main-sports.ts";
import { NEWS } from "./news.ts";
import { MEMBERSHIP } from "./valores.ts";

const MAIN_SPORTS = sportsPage().sports;

const routes = new Set(routePaths({ news: NEWS }));

describe("the sports overview", () => {
  it("has five main sports, every card and branch linking to a real page", () => {
    expect(MAIN_SPORTS.map((sport) => sport.title)).toEqual([
      "Básquet",
      "Vóley",
      "Gimnasia Rítmica",
      "Natación",
      "Artes Marciales",
    ]);
    // Artes Marciales links Judo (its own page) and the rest of the submenu.
    expect(MAIN_SPORTS.at(-1)?.branches?.map((branch) => branch.label)).toEqual([
      "Judo",
      "Aikido",
      "Taekwondo",
    ]);
    expect(MAIN_SPORTS.filter((sport) => sport.branches)).toHaveLength(1);
    for (const sport of MAIN_SPORTS) {
      expect(routes, sport.title).toContain(sport.link);
      for (const branch of sport.branches ?? []) expect(routes, branch.label).toContain(branch.link);
    }
  });

  it("lists the complementary activities once each, none of them a main sport, each with its page", () => {
    expect(new Set(COMPLEMENTARY.map((activity) => activity.id)).size).toBe(COMPLEMENTARY.length);
    const main = new Set(
      MAIN_SPORTS.flatMap((sport) => [sport.link, ...(sport.branches ?? []).map((b) => b.link)]),
    );
    for (const activity of COMPLEMENTARY) {
      expect(routes).toContain(activity.path);
      expect(main.has(activity.path)).toBe(false);
    }
  });
});

describe("Valores y Días", () => {
  it("lists every activity once, each linking to its page", () => {
    const paths = ACTIVITY_DAYS.map((activity) => activity.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(routes).toContain(path);
  });

  it("lists the activities with a timetable first, then those to ask the office about", () => {
    const scheduled = ACTIVITY_DAYS.map((activity) => activity.rows.length > 0);
    expect(scheduled).toEqual([...scheduled].sort((a, b) => Number(b) - Number(a)));
  });

  it("keeps the original site's membership figures", () => {
    expect(MEMBERSHIP.price).toBe("$15.000");
    expect(MEMBERSHIP.familyDiscounts.map((row) => [row.members, row.discount])).toEqual([
      ["3 integrantes", "10%"],
      ["4 integrantes", "15%"],
      ["5 o más integrantes", "20%"],
    ]);
  });
});
