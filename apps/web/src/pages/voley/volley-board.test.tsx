import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { VOLLEY_INDEX } from "../../site-data/voley-index.ts";
import { VolleyBoard as Board } from "./volley-board.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const json = (body: unknown) => new Response(JSON.stringify(body));
const row = (equipo: string, posicion: number) => ({
  posicion,
  equipo,
  puntos: 3,
  jugados: 1,
  ganados: 1,
  perdidos: 0,
});
const ANSWERS: Record<string, unknown> = {
  "/api/standings/voley/tira-a": {
    standings: [row("SAN LORENZO", 1), row("CASA DE PADUA", 2)],
    stale: false,
  },
  "/api/fixtures/voley/tira-a": {
    fixtures: [
      {
        local: "CASA DE PADUA",
        visitante: "SAN LORENZO",
        fecha: "01/01/2099",
        hora: "19:00",
        es_casa_local: true,
      },
    ],
  },
  "/api/standings/voley/tira-b": { standings: [row("PIEDAD", 1), row("CASA DE PADUA B", 2)] },
  "/api/fixtures/voley/tira-b": { fixtures: [], error: "No se encontraron próximos partidos" },
};

const VolleyBoard = (props: { built?: Record<string, unknown> }) => (
  <Board board={VOLLEY_INDEX.board} {...props} />
);

/** Each division's table as the build had it: the club's backup as the service ships it, marked. */
const BUILT = {
  "tira-a": {
    standings: [row("VÉLEZ SARSFIELD", 1), row("CASA DE PADUA", 2)],
    last_update: "2026-11-21T23:33:18.000-03:00",
    source: "fallback:datos de respaldo del club (vóley tira-a), no es una tabla real",
    stale: true,
  },
  "tira-b": {
    standings: [row("ECHAGÜE", 1), row("CASA DE PADUA B", 2)],
    last_update: "2026-11-20T10:00:00.000-03:00",
    source: "metrovoley",
    stale: false,
  },
};

describe("VolleyBoard", () => {
  it("shows each division's table as the page was built, with its notices, until its call ends", async () => {
    vi.stubGlobal("fetch", () => new Promise<Response>(() => {}));
    render(<VolleyBoard built={BUILT} />);
    const tiraA = screen.getByRole("table", { name: "Tira A: tabla de posiciones" });
    expect(within(tiraA).getByRole("rowheader", { name: /VÉLEZ SARSFIELD/ })).toBeInTheDocument();
    // The build's backup stays labelled as the club's, never as official data.
    const notice = screen.getByText("Tabla de respaldo del club: todavía no hay datos oficiales");
    expect(notice.compareDocumentPosition(tiraA) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByText("Cargando tabla de posiciones...")).toBeNull();
    // Matches are never built in: they wait for the league's answer.
    expect(screen.getByText("Cargando próximos partidos...")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Tira B" }));
    const tiraB = screen.getByRole("table", { name: "Tira B: tabla de posiciones" });
    expect(within(tiraB).getByRole("rowheader", { name: /ECHAGÜE/ })).toBeInTheDocument();
    expect(screen.getByText("(20/11/2026, 10:00)")).toBeInTheDocument();
    expect(screen.queryByText(/Tabla de respaldo del club/)).toBeNull();
  });

  it("replaces the built table with the service's once its call ends", async () => {
    vi.stubGlobal("fetch", async (url: string) => json(ANSWERS[url]));
    render(<VolleyBoard built={BUILT} />);
    const table = screen.getByRole("table", { name: "Tira A: tabla de posiciones" });
    await waitFor(() =>
      expect(within(table).getByRole("rowheader", { name: /SAN LORENZO/ })).toBeInTheDocument(),
    );
    expect(within(table).queryByRole("rowheader", { name: /VÉLEZ SARSFIELD/ })).toBeNull();
    expect(screen.queryByText(/Tabla de respaldo del club/)).toBeNull();
  });

  it("makes its four calls one after the other, Tira A first", async () => {
    const calls: string[] = [];
    const pending: Array<() => void> = [];
    vi.stubGlobal("fetch", (url: string) => {
      calls.push(url);
      return new Promise<Response>((resolve) => pending.push(() => resolve(json(ANSWERS[url]))));
    });
    render(<VolleyBoard />);
    for (let done = 0; done < 4; done++) {
      await waitFor(() => expect(calls).toHaveLength(done + 1));
      pending[done]?.();
    }
    expect(calls).toEqual([
      "/api/standings/voley/tira-a",
      "/api/fixtures/voley/tira-a",
      "/api/standings/voley/tira-b",
      "/api/fixtures/voley/tira-b",
    ]);
  });

  it("shows Tira A by default and switches to Tira B with pressed buttons", async () => {
    vi.stubGlobal("fetch", async (url: string) => json(ANSWERS[url]));
    render(<VolleyBoard />);
    const tiraA = screen.getByRole("button", { name: "Tira A" });
    const tiraB = screen.getByRole("button", { name: "Tira B" });
    expect(tiraA).toHaveAttribute("aria-pressed", "true");
    expect(tiraB).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByText("Cargando tabla de posiciones...")).toBeInTheDocument();
    expect(screen.getByText("Cargando próximos partidos...")).toBeInTheDocument();

    const table = await screen.findByRole("table", { name: "Tira A: tabla de posiciones" });
    expect(
      within(table)
        .getByRole("rowheader", { name: /CASA DE PADUA/ })
        .closest("tr"),
    ).toHaveClass("standings__ours");
    expect(await screen.findByText("01/01/2099 · 19:00 h")).toBeInTheDocument();

    // Our next match in either tira, from the calls the board made.
    const card = await screen.findByRole("region", { name: "Próximo partido" });
    expect(card).toHaveTextContent("vs. SAN LORENZO");
    expect(card).toHaveTextContent("Local");

    await userEvent.click(tiraB);
    expect(tiraB).toHaveAttribute("aria-pressed", "true");
    expect(tiraA).toHaveAttribute("aria-pressed", "false");
    expect(await screen.findByRole("table", { name: "Tira B: tabla de posiciones" })).toBeInTheDocument();
    // "No se encontraron próximos partidos" is not an error, and nothing is invented in its place.
    expect(
      await screen.findByText("No hay próximos partidos programados en este momento."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
    // Tira B's empty list offers no calendar; the only one left is the card's, Tira A's.
    expect(
      screen.getAllByRole("link", { name: /Agregar a mi calendario/ }).map((a) => a.getAttribute("href")),
    ).toEqual(["/api/fixtures/voley/tira-a.ics"]);
  });

  it("shows nothing of the matches until the league sends them, then the cards with their calendar and events", async () => {
    let sendFixtures: (() => void) | undefined;
    vi.stubGlobal("fetch", (url: string) =>
      url === "/api/fixtures/voley/tira-a"
        ? new Promise<Response>((resolve) => {
            sendFixtures = () => resolve(json(ANSWERS[url]));
          })
        : Promise.resolve(json(ANSWERS[url])),
    );
    const { container } = render(<VolleyBoard built={BUILT} />);
    await screen.findByRole("rowheader", { name: /SAN LORENZO/ });
    await waitFor(() => expect(sendFixtures).toBeDefined());
    expect(screen.getByText("Cargando próximos partidos...")).toBeInTheDocument();
    expect(screen.queryByRole("listitem")).toBeNull();
    expect(screen.queryByRole("link", { name: /Agregar a mi calendario/ })).toBeNull();
    expect(container.querySelector('script[type="application/ld+json"]')).toBeNull();

    sendFixtures?.();
    const match = await screen.findByRole("listitem");
    expect(match).toHaveTextContent("01/01/2099 · 19:00 h");
    expect(match).toHaveTextContent("Local");
    expect(screen.queryByText("Cargando próximos partidos...")).toBeNull();
    const events = [...container.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
      JSON.parse(script.textContent ?? ""),
    );
    expect(events.flat()).toEqual([
      expect.objectContaining({
        "@type": "SportsEvent",
        name: "Vóley Tira A: CASA DE PADUA vs. SAN LORENZO",
        startDate: "2099-01-01T19:00:00-03:00",
      }),
    ]);
  });

  it("says there are no upcoming matches, in the original site's words, with no calendar, when the league has none", async () => {
    vi.stubGlobal("fetch", async (url: string) =>
      json(url === "/api/fixtures/voley/tira-a" ? { fixtures: [], stale: false } : ANSWERS[url]),
    );
    const { container } = render(<VolleyBoard />);
    expect(
      await screen.findByText("No hay próximos partidos programados en este momento."),
    ).toBeInTheDocument();
    expect(
      screen.getByText("Volvé a consultar pronto para ver las actualizaciones del fixture."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("listitem")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(container.querySelector('script[type="application/ld+json"]')).toBeNull();
  });

  it("shows the service's error text, and no match, when it sends one without matches", async () => {
    vi.stubGlobal("fetch", async (url: string) =>
      json(url === "/api/fixtures/voley/tira-a" ? { error: "La liga no responde" } : ANSWERS[url]),
    );
    render(<VolleyBoard />);
    expect(await screen.findByRole("alert")).toHaveTextContent("La liga no responde");
    expect(screen.getByText("No hay próximos partidos programados en este momento.")).toBeInTheDocument();
    expect(screen.queryByRole("listitem")).toBeNull();
  });

  it("falls back to the club's table, labelled above it, and invents no matches, when the service is down", async () => {
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    render(<VolleyBoard />);
    const table = await screen.findByRole("table", { name: "Tira A: tabla de posiciones" });
    const notice = screen.getByText("Tabla de respaldo del club: todavía no hay datos oficiales");
    expect(notice.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getAllByText(/^Usando datos de respaldo - \d\d\/\d\d\/\d{4}, \d\d:\d\d$/)).toHaveLength(1);
    expect(screen.getByRole("rowheader", { name: /VÉLEZ SARSFIELD/ })).toBeInTheDocument();
    expect(
      await screen.findByText("No hay próximos partidos programados en este momento."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("listitem")).toBeNull();
    expect(screen.queryByRole("region", { name: "Próximo partido" })).toBeNull();
    expect(screen.queryByText("Error al cargar la tabla de posiciones")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
