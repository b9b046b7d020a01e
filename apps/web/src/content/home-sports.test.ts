import { describe, expect, it } from "vitest";
import { routePaths } from "../../e2e/route-table.ts";
import { REDIRECTS } from "../redirects.ts";
import { SPORTS, sportsGridCard } from "./home-sports.ts";

describe("the home page's sports grid", () => {
  const cards = SPORTS.items.map(sportsGridCard);

  it("lists the spec's 18 sports and activities, in its order", () => {
    expect(cards.map((card) => card.name)).toEqual([
      "Aikido",
      "Aquagym",
      "Básquet",
      "Entrenamiento funcional y GAP",
      "Gimnasia Rítmica",
      "Judo",
      "Natación",
      "Pelota Paleta",
      "Pilates",
      "Taekwondo",
      "Telas y acrobacia aérea",
      "Tenis Paleta",
      "Tenis de Mesa",
      "Vóley",
      "Zumba",
      "Yoga",
      "Colonia de Vacaciones",
      "Efecto Mariposa",
    ]);
  });

  it("links every card to a page of the route table (or the spec's /basquet redirect)", () => {
    const known = new Set([...routePaths(), ...Object.keys(REDIRECTS)]);
    expect(cards.filter((card) => !known.has(card.path))).toEqual([]);
    expect(cards.find((card) => card.name === "Básquet")?.path).toBe("/basquet");
    expect(cards.find((card) => card.name === "Vóley")?.path).toBe("/voley");
    expect(cards.find((card) => card.name === "Judo")?.path).toBe("/artes-marciales/judo");
  });

  it("gives each card a short description", () => {
    for (const card of cards) expect(card.summary.length).toBeGreaterThan(20);
    expect(new Set(cards.map((card) => card.path)).size).toBe(18);
  });
});
