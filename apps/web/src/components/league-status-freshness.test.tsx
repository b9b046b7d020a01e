import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LeagueFreshness } from "./league-status-freshness.tsx";

describe("LeagueFreshness", () => {
  it("labels the page's built-in data with the spec's text and the time it was used", () => {
    render(<LeagueFreshness origin={{ kind: "backup", at: new Date("2026-11-22T02:45:00Z") }} />);
    expect(screen.getByText("Usando datos de respaldo - 21/11/2026, 23:45")).toBeInTheDocument();
    expect(screen.queryByText(/Última actualización/)).toBeNull();
  });

  it("marks stale data with a badge", () => {
    render(
      <LeagueFreshness
        origin={{
          kind: "service",
          freshness: { lastUpdate: "2026-11-20T12:00:00Z", stale: true, backup: false },
        }}
      />,
    );
    expect(screen.getByText("20/11/2026, 09:00")).toBeInTheDocument();
    expect(screen.getByText("Datos guardados: puede que no estén al día")).toBeInTheDocument();
  });

  it("says nothing when there is nothing to say", () => {
    const { container } = render(
      <LeagueFreshness origin={{ kind: "service", freshness: { stale: false, backup: false } }} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
