import type { Fixture } from "@casa/shared";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FixtureList } from "./fixture-list.tsx";

const HOME: Fixture = {
  local: "CASA DE PADUA",
  visitante: "GELP",
  fecha: "28/11/2026",
  hora: "20:00",
  es_casa_local: true,
};
const AWAY: Fixture = {
  local: "SAN LORENZO",
  visitante: "Casa de Padua",
  fecha: "05/12/2026",
  hora: "17:00",
  es_casa_local: false,
  lugar: "Av. La Plata 1700",
};

const TIRA_A = { sport: "voley", division: "tira-a" };

describe("FixtureList", () => {
  it("says home or away in words and in the header's style", () => {
    render(<FixtureList fixtures={[HOME, AWAY]} rule="voley" calendar={TIRA_A} />);
    const [home, away] = screen.getAllByRole("listitem");
    expect(home).toHaveClass("fixture--home");
    expect(within(home as HTMLElement).getByText("Local")).toBeInTheDocument();
    expect(within(home as HTMLElement).getByText("28/11/2026 · 20:00 h")).toBeInTheDocument();
    expect(away).toHaveClass("fixture--away");
    expect(within(away as HTMLElement).getByText("Visitante")).toBeInTheDocument();
    expect(within(away as HTMLElement).getByText("Cancha: Av. La Plata 1700")).toBeInTheDocument();
  });

  it("marks our club's name, whatever its case", () => {
    render(<FixtureList fixtures={[AWAY]} rule="voley" calendar={TIRA_A} />);
    expect(screen.getByText("Casa de Padua").tagName).toBe("STRONG");
    expect(screen.getByText("Casa de Padua")).toHaveTextContent("Casa de Padua (nuestro club)");
    expect(screen.getByText("SAN LORENZO").tagName).toBe("SPAN");
  });

  it("offers the league's calendar feed next to the matches, and a subscription that keeps it up to date", () => {
    render(<FixtureList fixtures={[HOME]} rule="voley" calendar={TIRA_A} />);
    expect(screen.getByRole("link", { name: /Agregar a mi calendario/ })).toHaveAttribute(
      "href",
      "/api/fixtures/voley/tira-a.ics",
    );
    // On the page's own host when the league service shares its origin.
    expect(screen.getByRole("link", { name: /Suscribirme al calendario/ })).toHaveAttribute(
      "href",
      `webcal://${window.location.host}/api/fixtures/voley/tira-a.ics`,
    );
  });
});
