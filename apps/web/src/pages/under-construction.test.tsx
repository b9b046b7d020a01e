import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import UnderConstructionPage, { loader } from "./under-construction.tsx";

function renderAt(path: string) {
  // The page reads its photo from its loader's data, as the prerendered page does.
  const Stub = createRoutesStub([
    {
      path: "*",
      Component: UnderConstructionPage as never,
      loader: ({ request }) => loader({ request } as Parameters<typeof loader>[0]),
    },
  ]);
  render(<Stub initialEntries={[path]} />);
}

describe("under-construction page", () => {
  it("shows the activity's own name and a way home", async () => {
    renderAt("/natacion");
    expect(await screen.findByRole("heading", { level: 1, name: "Natación" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Página en Construcción" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Volver al Inicio" })).toHaveAttribute("href", "/");
  });

  it("shows the 'Próximamente' hero on the volleyball placeholders", async () => {
    renderAt("/voley/maxy-masculino");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Próximamente, página en construcción" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Vóley Maxy Masculino")).toBeInTheDocument();
    expect(screen.getByText(/Estamos preparando la página de Vóley Maxy Masculino/)).toBeInTheDocument();
  });
});
