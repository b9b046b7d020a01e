import { describe, expect, it } from "vitest";
import { FAKE_CLUB_ID, volleyStandingsProps } from "../../testing/fake-league-server.js";
import { parseMetrovoleyStandings } from "./metrovoley-standings.js";

const isOurs = (name: string, clubId: number | undefined) =>
  clubId !== undefined ? clubId === FAKE_CLUB_ID : /padua/i.test(name);

describe("parseMetrovoleyStandings", () => {
  it("reads props.standings with sets for Primera", () => {
    const rows = parseMetrovoleyStandings(
      { props: volleyStandingsProps("primera") },
      { isOurTeam: isOurs, scoreColumns: "sets" },
    );
    expect(rows).toHaveLength(6);
    expect(rows[1]).toEqual({
      posicion: 2,
      equipo: "CASA DE PADUA",
      puntos: 21,
      jugados: 9,
      ganados: 7,
      perdidos: 2,
      favor: 21,
      contra: 6,
    });
  });

  it("fills favor/contra with points for Tira A and B", () => {
    const rows = parseMetrovoleyStandings(
      { props: volleyStandingsProps("tira-a") },
      { isOurTeam: isOurs, scoreColumns: "points" },
    );
    expect(rows[1]).toMatchObject({ favor: 907, contra: 902 });
  });

  it("accepts other plausible spellings and a paginated table", () => {
    const props = {
      table: {
        data: [
          { rank: "1", teamName: "  GELP ", pts: "9", matchesPlayed: 3, wins: 3, losses: 0, sf: 9, sc: 1 },
          {
            rank: "2",
            teamName: "C.A. SAN ANTONIO DE PADUA",
            pts: "6",
            matchesPlayed: 3,
            wins: 2,
            losses: 1,
            sf: 6,
            sc: 4,
          },
        ],
      },
    };
    expect(parseMetrovoleyStandings({ props }, { isOurTeam: isOurs, scoreColumns: "sets" })).toEqual([
      { posicion: 1, equipo: "GELP", puntos: 9, jugados: 3, ganados: 3, perdidos: 0, favor: 9, contra: 1 },
      {
        posicion: 2,
        equipo: "C.A. SAN ANTONIO DE PADUA",
        puntos: 6,
        jugados: 3,
        ganados: 2,
        perdidos: 1,
        favor: 6,
        contra: 4,
      },
    ]);
  });

  it("picks the group that holds our club", () => {
    const row = (name: string, clubId?: number) => ({
      team: { name, clubId },
      points: 3,
      played: 1,
      won: 1,
      lost: 0,
    });
    const props = {
      standings: [
        { name: "Zona 1", rows: [row("GELP", 1), row("FERRO", 2)] },
        { name: "Zona 2", rows: [row("PIEDAD", 3), row("CASA DE PADUA", FAKE_CLUB_ID)] },
      ],
    };
    const rows = parseMetrovoleyStandings({ props }, { isOurTeam: isOurs, scoreColumns: "sets" });
    expect(rows.map((r) => r.equipo)).toEqual(["PIEDAD", "CASA DE PADUA"]);
    expect(rows[0]).toMatchObject({ favor: 0, contra: 0 });
  });

  it("fails loudly when the table or its fields are missing", () => {
    const options = { isOurTeam: isOurs, scoreColumns: "sets" as const };
    expect(() => parseMetrovoleyStandings({ props: { tournament: {} } }, options)).toThrow(
      /no trae la tabla \(props: tournament\)/,
    );
    expect(() =>
      parseMetrovoleyStandings({ props: { standings: [{ team: { name: "GELP" }, pts: 3 }] } }, options),
    ).toThrow(/no trae played, won, lost \(campos de la fila: team, pts\)/);
    expect(() => parseMetrovoleyStandings({ props: { standings: "cargando" } }, options)).toThrow(
      /no es una lista/,
    );
  });

  it("returns no rows for an empty table, for validation to refuse", () => {
    expect(
      parseMetrovoleyStandings({ props: { standings: [] } }, { isOurTeam: isOurs, scoreColumns: "sets" }),
    ).toEqual([]);
  });
});
