import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LeagueFreshness } from "./league-status-freshness.tsx";

describe("LeagueFreshness", () => {
  it("labels the page's built-in data with the original site's text and the time it was used", () => {
    render(<LeagueFreshness origin={{ kind: "backup", at: new Date("2026-11-22T02:45:00Z") }} />);
    expect(screen.getByText("Usando datos de respaldo - 21/11/2026, 23:45")).toBeInTheDocument();
    expect(screen.queryByText(/Última actualización/)).toBeNull();
  });

  it("marks stale data with a badge", () => {
    render(
      <LeagueFreshness
        origin={{
          kind: "service",
          freshness: { lastUpdate: "2026-11-20T12:00:00Z", stale: true, backup: false, offline: false },
        }}
      />,
    );
    expect(screen.getByText("20/11/2026, 09:00")).toBeInTheDocument();
    expect(screen.getByText("Datos guardados: puede que no estén al día")).toBeInTheDocument();
  });

  it("says a saved copy is this phone's, with its time, instead of the stale badge", () => {
    render(
      <LeagueFreshness
        origin={{
          kind: "service",
          freshness: { lastUpdate: "2026-11-20T12:00:00Z", stale: true, backup: false, offline: true },
        }}
      />,
    );
    expect(screen.getByText("20/11/2026, 09:00")).toBeInTheDocument();
    expect(
      screen.getByText("Sin conexión: te mostramos la copia guardada en este teléfono"),
    ).toBeInTheDocument();
    expect(screen.queryByText(/puede que no estén al día/)).toBeNull();
  });

  it("keeps the club-backup badge on a saved copy of the club's backup", () => {
    render(
      <LeagueFreshness
        origin={{ kind: "service", freshness: { stale: false, backup: true, offline: true } }}
      />,
    );
    expect(screen.getByText(/^Sin conexión/)).toBeInTheDocument();
    expect(
      screen.getByText("Datos de respaldo del club, no son los oficiales de la liga"),
    ).toBeInTheDocument();
  });

  it("says nothing when there is nothing to say", () => {
    const { container } = render(
      <LeagueFreshness
        origin={{ kind: "service", freshness: { stale: false, backup: false, offline: false } }}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
