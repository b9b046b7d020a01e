import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";

/** The page as built from `content/comision.yml`, or from the file's data given here. */
async function renderPage(file?: { mandate?: string; members: Array<{ position: string; name: string }> }) {
  vi.resetModules();
  if (file) vi.doMock("virtual:contenido/pagina/comision", () => file);
  const { default: ComisionPage } = await import("./comision.tsx");
  render(
    <MemoryRouter>
      <ComisionPage />
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.doUnmock("virtual:contenido/pagina/comision");
});

describe("/comision", () => {
  it("with no names published (the shipped file), says how to reach the secretaría, and lists no one", async () => {
    await renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Comisión Directiva" })).toBeInTheDocument();
    const line = screen.getByText(/Para comunicarte con la Comisión Directiva/);
    expect(within(line).getByRole("link", { name: /^\(0220\).482.4186$/ })).toHaveAttribute(
      "href",
      "tel:+542204824186",
    );
    expect(within(line).getByRole("link", { name: "info@casadepadua.com.ar" })).toHaveAttribute(
      "href",
      "mailto:info@casadepadua.com.ar",
    );
    expect(line).toHaveTextContent(
      "Atiende de lunes a viernes de 9:00 a 21:00, sábados de 9:00 a 18:00 y domingos de 10:00 a 14:00.",
    );
    expect(screen.queryByRole("term")).toBeNull();
    expect(screen.queryByText(/Mandato/)).toBeNull();
    expect(screen.getByRole("link", { name: "Volver al Inicio" })).toHaveAttribute("href", "/");
  });

  it("with members, lists each position with its name, in the file's order, and the mandate", async () => {
    await renderPage({
      mandate: "2025–2027",
      members: [
        { position: "Presidente", name: "Nombre de prueba" },
        { position: "Tesorera", name: "Otra persona de prueba" },
      ],
    });
    expect(screen.getByText("Mandato 2025–2027")).toBeInTheDocument();
    const list = screen.getByRole("region", { name: "Integrantes" });
    expect(
      within(list)
        .getAllByRole("term")
        .map((term) => term.textContent),
    ).toEqual(["Presidente", "Tesorera"]);
    expect(
      within(list)
        .getAllByRole("definition")
        .map((name) => name.textContent),
    ).toEqual(["Nombre de prueba", "Otra persona de prueba"]);
    // The way to reach it stays.
    expect(screen.getByText(/Para comunicarte con la Comisión Directiva/)).toBeInTheDocument();
  });
});
