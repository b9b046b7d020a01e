import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import UnderConstructionPage from "./under-construction.tsx";

function renderAt(path: string) {
  const Stub = createRoutesStub([{ path: "*", Component: UnderConstructionPage }]);
  render(<Stub initialEntries={[path]} />);
}

describe("under-construction page", () => {
  it("shows the activity's own name and a way home", () => {
    renderAt("/natacion");
    expect(screen.getByRole("heading", { level: 1, name: "Natación" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Página en Construcción" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Volver al Inicio" })).toHaveAttribute("href", "/");
  });

  it("shows the original site's 'Próximamente' hero on the volleyball placeholders", () => {
    renderAt("/voley/maxy-masculino");
    expect(
      screen.getByRole("heading", { level: 1, name: "Próximamente, página en construcción" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Vóley Maxy Masculino")).toBeInTheDocument();
    expect(screen.getByText(/Estamos preparando la página de Vóley Maxy Masculino/)).toBeInTheDocument();
  });
});
