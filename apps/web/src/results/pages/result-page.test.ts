import { describe, expect, it } from "vitest";
import { BASKET_WIN, VOLLEY_LOSS } from "../sample-results.ts";
import { resultPage } from "./result-page.ts";

describe("a result's page data", () => {
  it("says a friendly without a tournament's name, a draw, and a day without its time", () => {
    const page = resultPage({
      ...BASKET_WIN,
      competition: "amistoso",
      tournament: undefined,
      score: { club: 70, rival: 70 },
      outcome: "drawn",
      home: false,
      time: "",
    });
    expect(page.title).toBe("CASA 70 – 70 Club X");
    expect(page.lead).toBe(
      "Amistoso: Básquet Federal empató de visitante el sábado 21 de noviembre de 2026.",
    );
  });

  it("gives a volleyball match its sets, our points first", () => {
    expect(resultPage(VOLLEY_LOSS).sets).toBe("Sets: 25-20, 23-25, 19-25, 22-25");
    expect(resultPage(BASKET_WIN)).not.toHaveProperty("sets");
  });

  it("previews with the sentence when the report has no summary, and the site's image for a drawing", () => {
    const page = resultPage({
      ...BASKET_WIN,
      image: { src: "/images/sports/basquet.svg", width: 800, height: 600, alt: "Ilustración de una pelota" },
    });
    expect(page.description).toBe(page.lead);
    expect(page.preview).toEqual({ type: "article" });
  });
});
