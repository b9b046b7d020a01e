import { describe, expect, it } from "vitest";
import { RECORDED, readRecorded } from "../../testing/fake-league-server.js";
import { parseGesdeportivaStandings } from "./gesdeportiva-standings.js";

const widget = readRecorded(RECORDED.widget);

describe("parseGesdeportivaStandings", () => {
  it("reads the recorded Liga Federal table with trimmed names", () => {
    const rows = parseGesdeportivaStandings(widget);
    expect(rows).toHaveLength(9);
    expect(rows[0]).toEqual({
      posicion: 1,
      equipo: "RIVER",
      puntos: 31,
      jugados: 16,
      ganados: 15,
      perdidos: 1,
      favor: 1269,
      contra: 1022,
    });
    expect(rows.map((r) => r.equipo)).toContain("LOS INDIOS (MORENO)");
    expect(rows[1]?.equipo).toBe("CASA (PADUA)");
  });

  it("finds columns by their names, not their positions", () => {
    // Move "Puntos" to the front of header and cells alike, as a redesign might.
    const moved = widget
      .replace(/(<tr>\s*)(<th>N°<\/th>)([\s\S]*?)(\s*<th>Puntos<\/th>)/, "$1<th>Puntos</th>$2$3")
      .replace(
        /(<tr>\s*)(<td class="text-center">\d+<\/td>)([\s\S]*?)(\s*<td class="text-center">(\d+)<\/td>)(\s*<td class="text-center">0?\.\d+<\/td>)/g,
        '$1<td class="text-center">$5</td>$2$3$6',
      );
    expect(moved).not.toBe(widget);
    expect(parseGesdeportivaStandings(moved)).toEqual(parseGesdeportivaStandings(widget));
  });

  it("reads another group of the same widget", () => {
    const otherGroup = `<table class="table tablaClasificacion"><thead><tr><th>N°</th><th></th><th>Nombre</th>
      <th>P.J</th><th>P.G</th><th>P.P</th><th>P.F</th><th>P.C</th><th>Puntos</th><th>% Victorias</th></tr></thead>
      <tbody><tr><td>1</td><td></td><td>  ATENAS   (LA PLATA) </td><td>2</td><td>2</td><td>0</td><td>160</td><td>140</td><td>4</td><td>1</td></tr></tbody></table>`;
    expect(parseGesdeportivaStandings(otherGroup)).toEqual([
      {
        posicion: 1,
        equipo: "ATENAS (LA PLATA)",
        puntos: 4,
        jugados: 2,
        ganados: 2,
        perdidos: 0,
        favor: 160,
        contra: 140,
      },
    ]);
  });

  it("throws naming the missing column when one is renamed", () => {
    const renamed = widget.replace(/<th title="Partidos jugados">P\.J<\/th>/, "<th>Jug.</th>");
    expect(() => parseGesdeportivaStandings(renamed)).toThrow(/faltan columnas.*jugados/);
  });

  it("throws when the page has no standings table", () => {
    expect(() => parseGesdeportivaStandings("<html><body>Mantenimiento</body></html>")).toThrow(
      /tablaClasificacion/,
    );
  });

  it("turns a cell that is not a whole number into NaN for validation to reject", () => {
    const broken = widget.replace('<td class="text-center">31</td>', '<td class="text-center">treinta</td>');
    expect(parseGesdeportivaStandings(broken)[0]?.puntos).toBeNaN();
  });
});
