import { describe, expect, it } from "vitest";
import { routePaths } from "../../e2e/support/route-table.ts";
import { REDIRECTS } from "../redirects.ts";
import { LISTED_ACTIVITIES } from "./activities/listings.ts";
import { SPORTS } from "./home-sports.ts";
import { NEWS } from "./news.ts";

describe("the home page's sports grid", () => {
  const cards = SPORTS.cards;

  it("shows every activity with a grid place once, in its grid order", () => {
    const placed = LISTED_ACTIVITIES.filter((activity) => activity.home).sort(
      (a, b) => (a.home?.order ?? 0) - (b.home?.order ?? 0),
    );
    expect(cards.map((card) => card.name)).toEqual(
      placed.map((activity) => activity.home?.name ?? activity.name),
    );
  });

  it("links every card to a page of the route table (or the /basquet redirect)", () => {
    const known = new Set([...routePaths({ news: NEWS }), ...Object.keys(REDIRECTS)]);
    expect(cards.filter((card) => !known.has(card.path))).toEqual([]);
    expect(cards.find((card) => card.name === "Básquet")?.path).toBe("/basquet");
    expect(cards.find((card) => card.name === "Vóley")?.path).toBe("/voley");
    expect(cards.find((card) => card.name === "Judo")?.path).toBe("/artes-marciales/judo");
  });

  it("gives each card a short description", () => {
    for (const card of cards) expect(card.summary.length).toBeGreaterThan(20);
    expect(new Set(cards.map((card) => card.path)).size).toBe(cards.length);
  });
});
