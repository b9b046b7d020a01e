import { describe, expect, it } from "vitest";
import { readRecorded } from "../../testing/fake-league-server.js";
import { parseMetrovoleyStandingsTable } from "./metrovoley-standings-table.js";
import { containsAnyFragment } from "./text.js";

const page = readRecorded("metrovoley-standings-table-test-derived.html");
const isOurs = (name: string) => containsAnyFragment(name, ["casa", "padua"]);

describe("parseMetrovoleyStandingsTable", () => {
  it("reads our group's table, with sets as favor/contra for Primera", () => {
    const rows = parseMetrovoleyStandingsTable(page, { isOurTeam: isOurs, scoreColumns: "sets" });
    expect(rows.map((r) => r.equipo)).toEqual([
      "VÉLEZ SARSFIELD",
      "CASA DE PADUA",
      "SAN LORENZO",
      "MORÓN",
      "UNIVERSIDAD DE BUENOS AIRES",
    ]);
    expect(rows[1]).toEqual({
      posicion: 2,
      equipo: "CASA DE PADUA",
      puntos: 17,
      jugados: 8,
      ganados: 6,
      perdidos: 2,
      favor: 20,
      contra: 9,
    });
  });

  it("uses points won and lost (TG, TP) for Tira A and B", () => {
    const rows = parseMetrovoleyStandingsTable(page, { isOurTeam: isOurs, scoreColumns: "points" });
    expect(rows[1]).toMatchObject({ favor: 1053, contra: 929 });
  });

  it("chooses the group by club id when the page links clubs", () => {
    const byId = (_name: string, clubId: number | undefined) => clubId === 420;
    const rows = parseMetrovoleyStandingsTable(page, { isOurTeam: byId, scoreColumns: "sets" });
    expect(rows.map((r) => r.equipo)).toContain("ECHAGÜE");
  });

  it("finds columns by name when they move", () => {
    const table = `<table><tr><th>Equipo</th><th>PJ</th><th>Pos</th><th>PP</th><th>PG</th><th>PTS</th><th>SP</th><th>SG</th></tr>
      <tr><td> GELP </td><td>3</td><td>1</td><td>0</td><td>3</td><td>9</td><td>1</td><td>9</td></tr></table>`;
    expect(parseMetrovoleyStandingsTable(table, { isOurTeam: isOurs, scoreColumns: "sets" })).toEqual([
      { posicion: 1, equipo: "GELP", puntos: 9, jugados: 3, ganados: 3, perdidos: 0, favor: 9, contra: 1 },
    ]);
  });

  it("fails loudly without a standings table, naming what it found", () => {
    expect(() =>
      parseMetrovoleyStandingsTable("<table><tr><th>Fecha</th><th>Local</th></tr></table>", {
        isOurTeam: isOurs,
        scoreColumns: "sets",
      }),
    ).toThrow(/no trae una tabla con Equipo, PTS, PJ, PG y PP \(1 tablas/);
  });

  it("fails loudly when no group holds our club, or the score columns are missing", () => {
    const nobody = () => false;
    expect(() => parseMetrovoleyStandingsTable(page, { isOurTeam: nobody, scoreColumns: "sets" })).toThrow(
      /2 grupos y ninguno incluye a nuestro club/,
    );
    const noSets = page.replace(/<th title="Sets ganados">SG<\/th>/g, "<th>X</th>");
    expect(() => parseMetrovoleyStandingsTable(noSets, { isOurTeam: isOurs, scoreColumns: "sets" })).toThrow(
      /no trae las columnas SG y SP/,
    );
  });

  it("turns a cell that is not a whole number into NaN for validation to reject", () => {
    const broken = page.replace(
      "CASA DE PADUA</a></td><td>17</td>",
      "CASA DE PADUA</a></td><td>diecisiete</td>",
    );
    expect(
      parseMetrovoleyStandingsTable(broken, { isOurTeam: isOurs, scoreColumns: "sets" })[1]?.puntos,
    ).toBeNaN();
  });
});
