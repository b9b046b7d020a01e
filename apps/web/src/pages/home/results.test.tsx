import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { BASKET_WIN, VOLLEY_LOSS } from "../../results/sample-results.ts";
import { HomeResults } from "./results.tsx";

const show = (weekend: { from: string; to: string }) =>
  render(
    <MemoryRouter>
      <HomeResults weekend={weekend} results={[BASKET_WIN, VOLLEY_LOSS]} />
    </MemoryRouter>,
  );

describe("the home's results", () => {
  it("is a section named Resultados that says which weekend, names each card's team and links to every result", () => {
    show({ from: "2026-11-20", to: "2026-11-22" });
    const section = screen.getByRole("region", { name: "Resultados" });
    expect(
      within(section).getByText(
        "Cómo les fue a nuestros equipos el fin de semana del 20 al 22 de noviembre.",
      ),
    ).toBeVisible();
    expect(within(section).getByText("Básquet Federal")).toBeVisible();
    expect(within(section).getByText("Vóley Primera")).toBeVisible();
    expect(within(section).getByRole("link", { name: "Ver todos los resultados" })).toHaveAttribute(
      "href",
      "/resultados",
    );
  });

  it("names both months of a weekend across two", () => {
    show({ from: "2026-10-30", to: "2026-11-01" });
    expect(screen.getByText(/el fin de semana del 30 de octubre al 1 de noviembre\.$/)).toBeVisible();
  });
});
