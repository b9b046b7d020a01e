import type { StandingRow } from "@casa/shared";
import { type CheerioAPI, load } from "cheerio";
import type { ScoreColumns } from "./metrovoley-standings.js";
import { cellNumber, cleanText, headerKey } from "./text.js";

/**
 * The federation's standings page as server-rendered HTML
 * (`/tournaments/<id>/standings?stage=<id>&group=<id>&category=all`): a `<table>` whose
 * header names the columns Pos, Equipo, PTS, PJ, PG, PP, then sets (DS difference,
 * SG won, SP lost) and points (DT difference, TG won, TP lost). Columns are found by
 * name, never by position; a page with several tables (groups) gives the one holding
 * our club. Anything else throws an error naming what was found.
 */

type Column =
  | "posicion"
  | "equipo"
  | "puntos"
  | "jugados"
  | "ganados"
  | "perdidos"
  | "sg"
  | "sp"
  | "tg"
  | "tp";

const COLUMN_NAMES: Record<Column, readonly string[]> = {
  posicion: ["pos", "posicion", "#", "n"],
  equipo: ["equipo", "equipos", "club"],
  puntos: ["pts", "puntos"],
  jugados: ["pj", "jugados"],
  ganados: ["pg", "ganados"],
  perdidos: ["pp", "perdidos"],
  sg: ["sg", "setsganados"],
  sp: ["sp", "setsperdidos"],
  tg: ["tg", "tantosganados"],
  tp: ["tp", "tantosperdidos"],
};

const REQUIRED: readonly Column[] = ["equipo", "puntos", "jugados", "ganados", "perdidos"];

export interface StandingsTableOptions {
  /** Our club, to choose the group when the page holds several tables. */
  isOurTeam: (name: string, clubId: number | undefined) => boolean;
  scoreColumns: ScoreColumns;
}

interface TableRow {
  cells: string[];
  clubId: number | undefined;
}

interface StandingsTable {
  columns: Partial<Record<Column, number>>;
  rows: TableRow[];
}

export function parseMetrovoleyStandingsTable(html: string, options: StandingsTableOptions): StandingRow[] {
  const $ = load(html);
  const tables = $("table")
    .toArray()
    .map((table) => readTable($, $(table)));
  const standings = tables.filter((table) => REQUIRED.every((column) => table.columns[column] !== undefined));
  if (standings.length === 0) {
    const seen = tables.map((table) => Object.keys(table.columns).join(" ") || "sin encabezados").join(" | ");
    throw new Error(
      `la página de posiciones no trae una tabla con Equipo, PTS, PJ, PG y PP (${tables.length} tablas: ${seen || "ninguna"})`,
    );
  }
  const table = standings.length === 1 ? standings[0] : ourGroup(standings, options);
  if (!table)
    throw new Error(
      `la página de posiciones tiene ${standings.length} grupos y ninguno incluye a nuestro club`,
    );
  const [forColumn, againstColumn] =
    options.scoreColumns === "sets" ? (["sg", "sp"] as const) : (["tg", "tp"] as const);
  if (table.columns[forColumn] === undefined || table.columns[againstColumn] === undefined) {
    throw new Error(
      `la tabla de posiciones no trae las columnas ${forColumn.toUpperCase()} y ${againstColumn.toUpperCase()}`,
    );
  }
  return table.rows.map((row, index) => {
    const text = (column: Column) => row.cells[table.columns[column] as number] ?? "";
    const position = table.columns.posicion === undefined ? "" : cleanText(text("posicion"));
    return {
      posicion: position === "" ? index + 1 : cellNumber(position.replace(/[º°.]$/, "")),
      equipo: cleanText(text("equipo")),
      puntos: cellNumber(text("puntos")),
      jugados: cellNumber(text("jugados")),
      ganados: cellNumber(text("ganados")),
      perdidos: cellNumber(text("perdidos")),
      favor: cellNumber(text(forColumn)),
      contra: cellNumber(text(againstColumn)),
    };
  });
}

function readTable($: CheerioAPI, table: ReturnType<CheerioAPI>): StandingsTable {
  const headerRow = table.find("thead tr").first().length
    ? table.find("thead tr").first()
    : table.find("tr").first();
  const names = headerRow
    .find("th, td")
    .toArray()
    .map((cell) => headerKey($(cell).text()));
  const columns: Partial<Record<Column, number>> = {};
  for (const [column, accepted] of Object.entries(COLUMN_NAMES) as [Column, readonly string[]][]) {
    const index = names.findIndex((name) => accepted.includes(name));
    if (index >= 0) columns[column] = index;
  }
  // Every other row is a team (HTML parsers put rows in a tbody whether the page has one or not).
  const header = headerRow.get(0);
  const rows = table
    .find("tr")
    .toArray()
    .filter((tr) => tr !== header && $(tr).find("td").length > 0)
    .map((tr) => ({
      cells: $(tr)
        .find("td, th")
        .toArray()
        .map((cell) => $(cell).text()),
      clubId: clubIdOf($(tr).find("a[href*='/clubs/']").attr("href")),
    }))
    .filter((row) => row.cells.some((cell) => cleanText(cell) !== ""));
  return { columns, rows };
}

function clubIdOf(href: string | undefined): number | undefined {
  const match = href ? /\/clubs\/(\d+)/.exec(href) : null;
  return match ? Number(match[1]) : undefined;
}

function ourGroup(tables: StandingsTable[], options: StandingsTableOptions): StandingsTable | undefined {
  return tables.find((table) =>
    table.rows.some((row) =>
      options.isOurTeam(cleanText(row.cells[table.columns.equipo as number] ?? ""), row.clubId),
    ),
  );
}
