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

  it("links to the team's calendar file, which has the played matches (a team without classes too)", () => {
    render(
      <MemoryRouter>
        <TeamResults teamId="basquet-metropolitano" results={[BASKET_WIN]} />
      </MemoryRouter>,
    );
    const calendar = screen.getByRole("link", { name: "Agregar los partidos a mi calendario" });
    expect(calendar).toHaveAttribute("href", "/calendario/basquet-metropolitano.ics");
    expect(calendar).toHaveAttribute("download");
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
