import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { BASKET_WIN } from "./sample-results.ts";
import { LeagueTeamResults, TeamResults } from "./team-results.tsx";

describe("a team page's results", () => {
  it("lists the results without naming the team (the page is its own) and links to all of them", () => {
    render(
      <MemoryRouter>
        <TeamResults teamId="basquet-federal" results={[BASKET_WIN]} />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole("listitem")).toHaveLength(1);
    expect(screen.queryByText("Básquet Federal")).toBeNull();
    expect(screen.getByRole("link", { name: "Ver todos los resultados" })).toHaveAttribute(
      "href",
      "/resultados/equipo/basquet-federal",
    );
  });

  it("on a league page, stands under its own heading", () => {
    render(
      <MemoryRouter>
        <LeagueTeamResults
          section={{ title: "Últimos resultados", teamId: "basquet-federal", results: [BASKET_WIN] }}
          headingId="basquet-resultados"
        />
      </MemoryRouter>,
    );
    const section = screen.getByRole("region", { name: "Últimos resultados" });
    expect(section).toContainElement(screen.getByRole("link", { name: "Ver todos los resultados" }));
  });
});
