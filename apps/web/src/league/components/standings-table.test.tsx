import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
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

/** A volleyball table counting sets: at most five a match played. */
const SETS = [
  { posicion: 1, equipo: "GELP", puntos: 18, jugados: 7, ganados: 6, perdidos: 1, favor: 19, contra: 6 },
  {
    posicion: 2,
    equipo: "CASA DE PADUA",
    puntos: 15,
    jugados: 7,
    ganados: 5,
    perdidos: 2,
    favor: 17,
    contra: 9,
  },
];

function renderTable(variant: StandingsVariant, rows: unknown[] = ROWS) {
  render(<StandingsTable caption="Tabla de prueba" rows={rows} variant={variant} />);
  return screen.getByRole("table", { name: "Tabla de prueba" });
}

const legend = () => document.querySelector(".standings__legend")?.textContent;

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
    expect(headers(renderTable("voley-primera", SETS))).toEqual([
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
    renderTable("voley-primera", SETS);
    expect(screen.getByTitle("Sets a favor")).toHaveTextContent("SF");
    expect(screen.getByTitle("Posición")).toHaveTextContent("Pos");
    expect(legend()).toMatch(/^PJ: partidos jugados · .* SC: sets en contra$/);
  });

  it("calls the score columns, and the legend, what the numbers are: sets or points", () => {
    // Tira A's backup counts sets, though Tira A usually shows points...
    expect(headers(renderTable("voley", SETS)).slice(-2)).toEqual(["SF", "SC"]);
    expect(legend()).toMatch(/SF: sets a favor · SC: sets en contra$/);
  });

  it("...and a Primera table that counts points says points", () => {
    expect(headers(renderTable("voley-primera")).slice(-2)).toEqual(["PF", "PC"]);
    expect(legend()).toMatch(/PF: puntos a favor · PC: puntos en contra$/);
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

describe("StandingsTable safety", () => {
  it("shows a scraped team name as text, never as markup", () => {
    const table = renderTable("basquet", [{ posicion: 1, equipo: '<img src=x onerror="alert(1)">' }]);
    expect(table.querySelector("img")).toBeNull();
    expect(within(table).getByRole("rowheader")).toHaveTextContent('<img src=x onerror="alert(1)">');
  });
});

describe("StandingsTable on a narrow screen", () => {
  it("scrolls inside a named box that keyboard users can reach", () => {
    renderTable("voley");
    const box = screen.getByRole("region", { name: "Tabla de prueba" });
    expect(box).toHaveAttribute("tabindex", "0");
    expect(box).toContainElement(screen.getByRole("table"));
  });

  it("marks the score pair as the columns a phone shows one tap away, behind a native checkbox", async () => {
    const table = renderTable("voley");
    const box = screen.getByRole("region", { name: "Tabla de prueba" });
    const extra = within(table)
      .getAllByRole("columnheader")
      .filter((th) => th.classList.contains("standings__extra"))
      .map((th) => th.textContent);
    expect(extra).toEqual(["PF", "PC"]);
    // A checkbox and CSS, not a script: it works on a table painted before the app is live.
    const toggle = screen.getByRole("checkbox", { name: "Ver todas las columnas" });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAttribute("aria-controls", box.id);
    await userEvent.click(toggle);
    expect(toggle).toBeChecked();
  });

  it("has no toggle when every column always shows (basketball)", () => {
    renderTable("basquet");
    expect(screen.queryByRole("checkbox")).toBeNull();
  });
});
