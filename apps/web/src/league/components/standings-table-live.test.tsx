import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LiveStandingsTable } from "./standings-table-live.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ANSWER = {
  standings: [{ posicion: 2, equipo: "CASA (PADUA)", puntos: 30, jugados: 16, ganados: 14, perdidos: 2 }],
  last_update: "2026-11-21T23:33:18.000-03:00",
  source: "https://liga.example/tabla",
  stale: false,
};
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

const renderLive = () =>
  render(
    <LiveStandingsTable endpoint="basquet-federal-standings" caption="Liga Federal" variant="basquet" />,
  );

describe("LiveStandingsTable", () => {
  it("announces the loading state, then shows the table under its last update in Buenos Aires time", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json(ANSWER)),
    );
    renderLive();
    expect(screen.getByRole("status")).toHaveTextContent("Cargando tabla de posiciones...");
    expect(screen.queryByRole("table")).toBeNull();

    const table = await screen.findByRole("table", { name: "Liga Federal" });
    const updated = screen.getByText(/^Actualizado (hace|ayer|anteayer)/);
    expect(screen.getByText("(21/11/2026, 23:33)")).toHaveAttribute("datetime", ANSWER.last_update);
    // Read before the numbers: above the table, not under it.
    expect(updated.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByText(/Datos guardados/)).toBeNull();
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("shows the error box and loads again in place with Reintentar", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const fetch = vi.fn().mockResolvedValueOnce(json({}, 500)).mockResolvedValueOnce(json(ANSWER));
    vi.stubGlobal("fetch", fetch);
    renderLive();

    const box = await screen.findByRole("alert");
    expect(box).toHaveTextContent("Error al cargar la tabla de posiciones");
    expect(box).toHaveTextContent("Intentá recargar la página o volvé más tarde.");
    await userEvent.click(screen.getByRole("button", { name: "Reintentar" }));

    expect(await screen.findByRole("table")).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows stale data with a badge, not the service's technical refresh error", async () => {
    vi.stubGlobal("fetch", async () =>
      json({ ...ANSWER, stale: true, error: "error de red con la liga: ENOTFOUND" }),
    );
    renderLive();
    expect(await screen.findByRole("table")).toBeInTheDocument();
    expect(screen.getByText("Datos guardados: puede que no estén al día")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.queryByText(/ENOTFOUND/)).toBeNull();
  });

  it("shows the error box with the service's text, as is, in a red alert when it sends an error and no table", async () => {
    vi.stubGlobal("fetch", async () => json({ error: "Tabla no disponible" }));
    renderLive();
    expect(await screen.findByText("Tabla no disponible")).toHaveClass("league-alert");
    expect(screen.getByText("Error al cargar la tabla de posiciones")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Reintentar" })).toBeInTheDocument();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("shows the service's error text in the red alert when it sends an empty table", async () => {
    vi.stubGlobal("fetch", async () =>
      json({ ...ANSWER, standings: [], error: "La liga no publicó la tabla" }),
    );
    renderLive();
    expect(await screen.findByText("La liga no publicó la tabla")).toHaveClass("league-alert");
    expect(screen.getByText("Error al cargar la tabla de posiciones")).toBeInTheDocument();
    expect(screen.queryByText("Todavía no hay posiciones publicadas.")).toBeNull();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("says an empty table without an error is simply not published yet", async () => {
    vi.stubGlobal("fetch", async () => json({ ...ANSWER, standings: [] }));
    renderLive();
    expect(await screen.findByText("Todavía no hay posiciones publicadas.")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("labels the service's own backup above the table", async () => {
    vi.stubGlobal("fetch", async () =>
      json({ ...ANSWER, source: "fallback:datos de respaldo", stale: true }),
    );
    renderLive();
    const table = await screen.findByRole("table");
    const notice = screen.getByText("Tabla de respaldo del club: todavía no hay datos oficiales");
    expect(notice.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

/** The build's answer: an older table of the same league. */
const SNAPSHOT = {
  ...ANSWER,
  standings: [{ posicion: 3, equipo: "CASA (PADUA)", puntos: 26, jugados: 14, ganados: 12, perdidos: 2 }],
  last_update: "2026-11-20T09:00:00.000-03:00",
};

/** A first visit: the page as it was prerendered with the build's answer, then the app hydrating it. */
function firstVisit() {
  const live = (
    <LiveStandingsTable
      endpoint="basquet-federal-standings"
      caption="Liga Federal"
      variant="basquet"
      snapshot={SNAPSHOT}
    />
  );
  const container = document.body.appendChild(document.createElement("div"));
  container.innerHTML = renderToString(live);
  return { container, hydrate: () => render(live, { container, hydrate: true }) };
}

describe("LiveStandingsTable on a prerendered page", () => {
  it("is in the page's HTML with the build's table, dated, not a loading state", () => {
    const html = renderToString(
      <LiveStandingsTable
        endpoint="basquet-federal-standings"
        caption="Liga Federal"
        variant="basquet"
        snapshot={SNAPSHOT}
      />,
    );
    const page = document.createElement("div");
    page.innerHTML = html;
    expect(page.querySelector("caption")?.textContent).toBe("Liga Federal");
    expect(page.querySelector(".standings__ours")?.textContent).toContain("CASA (PADUA) (nuestro club)");
    // Counted from the visitor's clock only in the browser; the built page dates it.
    expect(page.querySelector(".league-freshness")?.textContent).toBe("Actualizado el 20/11/2026, 09:00");
    expect(page.querySelector('[role="status"]')).toBeNull();
  });

  it("hydrates the built table without a warning, then shows the service's answer in the same table", async () => {
    const fetch = vi.fn(async () => json(ANSWER));
    vi.stubGlobal("fetch", fetch);
    const errors = vi.spyOn(console, "error");
    const page = firstVisit();
    const built = screen.getByRole("table", { name: "Liga Federal" });
    page.hydrate();
    await waitFor(() => expect(screen.getByText("(21/11/2026, 23:33)")).toBeInTheDocument());
    expect(screen.getByRole("table", { name: "Liga Federal" })).toBe(built);
    expect(screen.getByRole("row", { name: /CASA \(PADUA\)/ })).toHaveTextContent("30");
    expect(screen.getByText(/^Actualizado (hace|ayer|anteayer)/)).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(errors).not.toHaveBeenCalled();
  });

  it("keeps the built table with its date when the call fails, under the error box and Reintentar", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const fetch = vi.fn(async () => json({}, 503));
    vi.stubGlobal("fetch", fetch);
    firstVisit().hydrate();
    const retry = await screen.findByRole("button", { name: "Reintentar" });
    const table = screen.getByRole("table", { name: "Liga Federal" });
    expect(retry.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText("(20/11/2026, 09:00)")).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
