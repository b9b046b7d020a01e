import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { StandingsTable, type StandingsVariant } from "./standings-table.tsx";

const ROWS = [
  {
    posicion: 1,
    equipo: "RIVER",
    puntos: 31,
    jugados: 16,
    ganados: 15,
    perdidos: 1,
    favor: 1269,
    contra: 1022,
  },
  {
    posicion: 2,
    equipo: "CASA (PADUA)",
    puntos: 30,
    jugados: 16,
    ganados: 14,
    perdidos: 2,
    favor: 1224,
    contra: 1073,
  },
  {
    posicion: 3,
    equipo: "Casa de Italia",
    puntos: 0,
    jugados: 16,
    ganados: 0,
    perdidos: 16,
    favor: 0,
    contra: 48,
  },
];

function renderTable(variant: StandingsVariant, rows: unknown[] = ROWS) {
  render(<StandingsTable caption="Tabla de prueba" rows={rows} variant={variant} />);
  return screen.getByRole("table", { name: "Tabla de prueba" });
}

const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole("columnheader")
    .map((th) => th.textContent);

const cells = (table: HTMLElement, team: RegExp) =>
  within(within(table).getByRole("rowheader", { name: team }).closest("tr") as HTMLElement)
    .getAllByRole("cell")
    .map((td) => td.textContent);

describe("StandingsTable columns", () => {
  it("shows the original site's six columns for basketball", () => {
    expect(headers(renderTable("basquet"))).toEqual(["Pos", "Equipo", "PJ", "PG", "PP", "Pts"]);
  });

  it("adds points for and against on Tira A and B", () => {
    expect(headers(renderTable("voley"))).toEqual(["Pos", "Equipo", "PJ", "PG", "PP", "Pts", "PF", "PC"]);
  });

  it("adds sets for and against on Primera", () => {
    expect(headers(renderTable("voley-primera"))).toEqual([
      "Pos",
      "Equipo",
      "PJ",
      "PG",
      "PP",
      "Pts",
      "SF",
      "SC",
    ]);
  });

  it("spells the abbreviations out for whoever needs them", () => {
    renderTable("voley-primera");
    expect(screen.getByTitle("Sets a favor")).toHaveTextContent("SF");
    expect(screen.getByText(/PJ: partidos jugados · .* SC: sets en contra/)).toBeInTheDocument();
  });

  it("puts the numbers under the right headers", () => {
    expect(cells(renderTable("voley"), /RIVER/)).toEqual(["1", "16", "15", "1", "31", "1269", "1022"]);
  });
});

describe("StandingsTable cells", () => {
  it("writes a dash for every zero on Primera", () => {
    expect(cells(renderTable("voley-primera"), /Casa de Italia/)).toEqual([
      "3",
      "16",
      "-",
      "16",
      "-",
      "-",
      "48",
    ]);
  });

  it("keeps zeros as numbers elsewhere", () => {
    expect(cells(renderTable("voley"), /Casa de Italia/)).toEqual(["3", "16", "0", "16", "0", "0", "48"]);
  });

  it("fills missing fields with the original site's defaults", () => {
    const table = renderTable("voley", [{}]);
    expect(cells(table, /Equipo desconocido/)).toEqual(["-", "0", "0", "0", "0", "0", "0"]);
  });

  it("says so when the league has no rows yet", () => {
    renderTable("basquet", []);
    expect(screen.getByText("Todavía no hay posiciones publicadas.")).toBeInTheDocument();
  });
});

describe("StandingsTable highlighting (docs/product.md#business-constants)", () => {
  const ours = (table: HTMLElement) =>
    within(table)
      .getAllByRole("rowheader")
      .filter((th) => th.closest("tr")?.classList.contains("standings__ours"))
      .map((th) => th.textContent);

  it("marks only 'padua' in basketball, in words as well as style", () => {
    expect(ours(renderTable("basquet"))).toEqual(["CASA (PADUA) (nuestro club)"]);
  });

  it("marks 'casa' or 'padua', in any case, on Tira A/B", () => {
    expect(ours(renderTable("voley"))).toEqual([
      "CASA (PADUA) (nuestro club)",
      "Casa de Italia (nuestro club)",
    ]);
  });

  it("marks only 'padua' on Primera", () => {
    expect(
      ours(renderTable("voley-primera", [{ equipo: "casa de padua" }, { equipo: "CASA BLANCA" }])),
    ).toEqual(["casa de padua (nuestro club)"]);
  });
});

describe("StandingsTable on a narrow screen", () => {
  it("scrolls inside a named box that keyboard users can reach", () => {
    renderTable("voley");
    const box = screen.getByRole("region", { name: "Tabla de prueba" });
    expect(box).toHaveAttribute("tabindex", "0");
    expect(box).toContainElement(screen.getByRole("table"));
  });
});
