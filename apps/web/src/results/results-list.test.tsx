import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { MatchResult } from "../site-data/content-files/types-results.ts";
import { ResultsList } from "./results-list.tsx";
import { BASKET_WIN, VOLLEY_LOSS } from "./sample-results.ts";

const BASKET = BASKET_WIN;
const VOLLEY = VOLLEY_LOSS;

const show = (results: MatchResult[], showTeam?: boolean) =>
  render(
    <MemoryRouter>
      <ResultsList results={results} showTeam={showTeam} />
    </MemoryRouter>,
  );

describe("ResultsList", () => {
  it("lists each result in order, its day readable by machines and by people", () => {
    show([BASKET, VOLLEY]);
    const items = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByText("Sábado 21/11 · 20:30 h")).toHaveAttribute(
      "datetime",
      "2026-11-21T20:30",
    );
    expect(within(items[1] as HTMLElement).getByText(/^Domingo 15\/11/)).toBeInTheDocument();
  });

  it("says the outcome in words, and the score as a sentence for screen readers, our club first", () => {
    show([BASKET, VOLLEY, { ...BASKET, id: "empate", score: { club: 70, rival: 70 }, outcome: "drawn" }]);
    expect(screen.getByText("Ganado")).toBeVisible();
    expect(screen.getByText("Perdido")).toBeVisible();
    expect(screen.getByText("Empate")).toBeVisible();
    expect(screen.getByText("CASA le ganó a Club X 78 a 70.")).toBeInTheDocument();
    expect(screen.getByText("CASA perdió con Morón 1 set a 3.")).toBeInTheDocument();
    expect(screen.getByText("CASA empató con Club X 70 a 70.")).toBeInTheDocument();
  });

  it("shows the competition, home or away, and a volleyball match's sets", () => {
    show([BASKET, VOLLEY]);
    const [basket, volley] = within(screen.getByRole("list")).getAllByRole("listitem") as HTMLElement[];
    expect(within(basket as HTMLElement).getByText("Liga Federal")).toBeInTheDocument();
    expect(within(basket as HTMLElement).getByText("Local")).toBeInTheDocument();
    expect(within(basket as HTMLElement).queryByText(/^Sets:/)).toBeNull();
    // No tournament named: the competition's kind.
    expect(within(volley as HTMLElement).getByText("Copa")).toBeInTheDocument();
    expect(within(volley as HTMLElement).getByText("Visitante")).toBeInTheDocument();
    expect(within(volley as HTMLElement).getByText("Sets: 25-20, 23-25, 19-25, 22-25")).toBeInTheDocument();
  });

  it("marks the league's official results, and says nothing of the club's own", () => {
    show([BASKET, VOLLEY]);
    const [basket, volley] = within(screen.getByRole("list")).getAllByRole("listitem") as HTMLElement[];
    expect(within(volley as HTMLElement).getByText("Resultado oficial de la liga")).toBeVisible();
    expect(within(basket as HTMLElement).queryByText("Resultado oficial de la liga")).toBeNull();
  });

  it("links to the report only when the result has one, named after the match", () => {
    show([BASKET, VOLLEY]);
    const links = screen.getAllByRole("link");
    expect(links).toHaveLength(1);
    expect(screen.getByRole("link", { name: "Leer la crónica del partido contra Club X" })).toHaveAttribute(
      "href",
      "/resultados/2026-11-21-federal-club-x",
    );
  });

  it("names the team only when asked, and marks a draft", () => {
    const { unmount } = show([BASKET]);
    expect(screen.queryByText("Básquet Federal")).toBeNull();
    expect(screen.queryByText("Borrador")).toBeNull();
    unmount();
    show([{ ...BASKET, draft: true }], true);
    expect(screen.getByText("Básquet Federal")).toBeVisible();
    expect(screen.getByText("Borrador")).toBeVisible();
  });
});
