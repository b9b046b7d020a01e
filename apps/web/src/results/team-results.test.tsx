import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { BASKET_WIN } from "./sample-results.ts";
import { TeamResults } from "./team-results.tsx";

describe("TeamResults", () => {
  it("links to all of the team's results and to its calendar file, which has the played matches", () => {
    render(
      <MemoryRouter>
        <TeamResults teamId="basquet-metropolitano" results={[BASKET_WIN]} />
      </MemoryRouter>,
    );
    expect(screen.getByRole("link", { name: "Ver todos los resultados" })).toHaveAttribute(
      "href",
      "/resultados/equipo/basquet-metropolitano",
    );
    const calendar = screen.getByRole("link", { name: "Agregar los partidos a mi calendario" });
    expect(calendar).toHaveAttribute("href", "/calendario/basquet-metropolitano.ics");
    expect(calendar).toHaveAttribute("download");
  });
});
