import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LeagueFreshness } from "./league-status-freshness.tsx";

const NOW = new Date("2026-11-20T14:00:00Z");
const service = (
  freshness: Partial<{ lastUpdate: string; stale: boolean; backup: boolean; offline: boolean }>,
) => ({ kind: "service", freshness: { stale: false, backup: false, offline: false, ...freshness } }) as const;

describe("LeagueFreshness", () => {
  it("says how fresh the table is in words, with the exact Buenos Aires time in a <time>", () => {
    render(<LeagueFreshness origin={service({ lastUpdate: "2026-11-20T12:00:00Z" })} now={NOW} />);
    expect(screen.getByText(/^Actualizado hace 2 horas/)).toBeInTheDocument();
    expect(screen.getByText("(20/11/2026, 09:00)")).toHaveAttribute("datetime", "2026-11-20T12:00:00Z");
    expect(screen.queryByText(/Última actualización/)).toBeNull();
  });

  it("says 'recién' for an update under a minute old", () => {
    render(<LeagueFreshness origin={service({ lastUpdate: "2026-11-20T13:59:40Z" })} now={NOW} />);
    expect(screen.getByText(/^Actualizado recién/)).toBeInTheDocument();
  });

  it("labels the page's built-in table as the club's backup, with the original site's text and time", () => {
    render(<LeagueFreshness origin={{ kind: "backup", at: new Date("2026-11-22T02:45:00Z") }} />);
    expect(
      screen.getByText("Tabla de respaldo del club: todavía no hay datos oficiales"),
    ).toBeInTheDocument();
    expect(screen.getByText("Usando datos de respaldo - 21/11/2026, 23:45")).toBeInTheDocument();
    expect(screen.queryByText(/Actualizado/)).toBeNull();
  });

  it("labels the service's own backup, without dating it as an update", () => {
    render(
      <LeagueFreshness
        origin={service({ lastUpdate: "2026-11-20T12:00:00Z", backup: true, stale: true })}
        now={NOW}
      />,
    );
    expect(
      screen.getByText("Tabla de respaldo del club: todavía no hay datos oficiales"),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Actualizado/)).toBeNull();
    expect(screen.queryByText(/Datos guardados/)).toBeNull();
  });

  it("marks stale data with a badge", () => {
    render(
      <LeagueFreshness origin={service({ lastUpdate: "2026-11-20T12:00:00Z", stale: true })} now={NOW} />,
    );
    expect(screen.getByText("(20/11/2026, 09:00)")).toBeInTheDocument();
    expect(screen.getByText("Datos guardados: puede que no estén al día")).toBeInTheDocument();
  });

  it("says a saved copy is this phone's, with its time, instead of the stale badge", () => {
    render(
      <LeagueFreshness
        origin={service({ lastUpdate: "2026-11-20T12:00:00Z", stale: true, offline: true })}
        now={NOW}
      />,
    );
    expect(screen.getByText("(20/11/2026, 09:00)")).toBeInTheDocument();
    expect(
      screen.getByText("Sin conexión: te mostramos la copia guardada en este teléfono"),
    ).toBeInTheDocument();
    expect(screen.queryByText(/puede que no estén al día/)).toBeNull();
  });

  it("keeps the backup notice on a saved copy of the club's backup", () => {
    render(<LeagueFreshness origin={service({ backup: true, offline: true })} />);
    expect(screen.getByText(/^Sin conexión/)).toBeInTheDocument();
    expect(
      screen.getByText("Tabla de respaldo del club: todavía no hay datos oficiales"),
    ).toBeInTheDocument();
  });

  it("says nothing when there is nothing to say", () => {
    const { container } = render(<LeagueFreshness origin={service({})} />);
    expect(container).toBeEmptyDOMElement();
  });
});
