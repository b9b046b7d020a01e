import type { StandingRow } from "@casa/shared";
import { load } from "cheerio";
import { cellNumber, cleanText, headerKey } from "./text.js";

type Field = keyof StandingRow;

/**
 * Column names the widget uses (compared via {@link headerKey}), with a few spellings
 * it might switch to. Columns are found by name, never by position, so an added or
 * moved column cannot shift numbers into the wrong field.
 */
const COLUMN_NAMES: Record<Field, string[]> = {
  posicion: ["n", "no", "nro", "#", "pos", "posicion"],
  equipo: ["nombre", "equipo", "club"],
  jugados: ["pj", "partidosjugados", "jugados"],
  ganados: ["pg", "partidosganados", "ganados"],
  perdidos: ["pp", "partidosperdidos", "perdidos"],
  favor: ["pf", "puntosafavor", "tantosafavor"],
  contra: ["pc", "puntosencontra", "tantosencontra"],
  puntos: ["puntos", "pts", "ptos"],
};

/**
 * Parses the Gesdeportiva standings widget (`table.tablaClasificacion`), any group.
 * Throws when the table or one of its columns is missing; cells that are not whole
 * numbers come out as NaN for validation to reject.
 */
export function parseGesdeportivaStandings(html: string): StandingRow[] {
  const $ = load(html);
  const table = $("table.tablaClasificacion").first();
  if (table.length === 0) throw new Error("no se encontró table.tablaClasificacion en el widget");
  const headers = table
    .find("thead tr")
    .first()
    .find("th, td")
    .toArray()
    .map((th) => ({ text: $(th).text(), title: $(th).attr("title") ?? "" }));
  const columns = findColumns(headers);
  return table
    .find("tbody tr")
    .toArray()
    .map((tr, index) => {
      const cells = $(tr)
        .find("td")
        .toArray()
        .map((td) => $(td).text());
      const text = (field: Field) => cells[columns[field]] ?? "";
      const position = cleanText(text("posicion"));
      return {
        posicion: position === "" ? index + 1 : cellNumber(position),
        equipo: cleanText(text("equipo")),
        puntos: cellNumber(text("puntos")),
        jugados: cellNumber(text("jugados")),
        ganados: cellNumber(text("ganados")),
        perdidos: cellNumber(text("perdidos")),
        favor: cellNumber(text("favor")),
        contra: cellNumber(text("contra")),
      };
    })
    .filter((row) => row.equipo !== "" || !Number.isNaN(row.jugados));
}

function findColumns(headers: { text: string; title: string }[]): Record<Field, number> {
  const names = headers.map((header) => headerKey(header.text));
  const titles = headers.map((header) => headerKey(header.title));
  const columns = {} as Record<Field, number>;
  const missing: string[] = [];
  for (const [field, accepted] of Object.entries(COLUMN_NAMES) as [Field, string[]][]) {
    let index = names.findIndex((name) => accepted.includes(name));
    if (index < 0) index = titles.findIndex((title) => accepted.includes(title));
    if (index < 0) missing.push(field);
    else columns[field] = index;
  }
  if (missing.length > 0) {
    const seen = headers.map((header) => cleanText(header.text)).join(" | ");
    throw new Error(`faltan columnas en la tabla (${missing.join(", ")}); encabezados: ${seen}`);
  }
  return columns;
}
