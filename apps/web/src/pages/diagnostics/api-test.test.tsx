import { render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import ApiTestPage from "../api-test.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const BODY = {
  standings: [
    { posicion: 1, equipo: "RIVER", puntos: 31, jugados: 16, ganados: 15, perdidos: 1 },
    { posicion: 2, equipo: "CASA (PADUA)", puntos: 30, jugados: 16, ganados: 14, perdidos: 2 },
  ],
};

// Vitest runs in development mode: the page tries the local service directly first.
describe("/api-test", () => {
  it("loads, then shows which way answered, the table and the raw JSON", async () => {
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValueOnce(new Response(JSON.stringify(BODY)));
    vi.stubGlobal("fetch", fetch);
    render(<ApiTestPage />);
    expect(screen.getByRole("status")).toHaveTextContent("Cargando prueba de API...");

    const table = await screen.findByRole("table");
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      "http://127.0.0.1:8787/api/standings/basquet",
      "/api/standings/basquet",
    ]);
    expect(screen.getByText(/Respondió: Mismo origen/)).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Pos", "Equipo", "Puntos", "PJ", "PG", "PP"]);
    expect(
      within(table)
        .getByRole("rowheader", { name: /CASA \(PADUA\)/ })
        .closest("tr"),
    ).toHaveClass("diagnostics__ours");
    expect(within(table).getByRole("rowheader", { name: "RIVER" }).closest("tr")).not.toHaveClass(
      "diagnostics__ours",
    );
    expect(screen.getByLabelText("Respuesta completa de la API en formato JSON")).toHaveTextContent(
      '"equipo": "CASA (PADUA)"',
    );
  });

  it("joins both failures in one error line", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.stubGlobal(
      "fetch",
      vi
        .fn()
        .mockRejectedValueOnce(new TypeError("Failed to fetch"))
        .mockResolvedValueOnce(new Response("", { status: 500 })),
    );
    render(<ApiTestPage />);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Directo (http://127.0.0.1:8787/api/standings/basquet): Failed to fetch");
    expect(alert).toHaveTextContent(
      "Mismo origen (/api/standings/basquet): Error en la respuesta del servidor: 500",
    );
  });

  it('says "No hay datos" when the table is empty', async () => {
    vi.stubGlobal("fetch", async () => new Response('{"standings":[]}'));
    render(<ApiTestPage />);
    expect(await screen.findByText("No hay datos")).toBeInTheDocument();
    expect(screen.queryByRole("table")).toBeNull();
  });
});
