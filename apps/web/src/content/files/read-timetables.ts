/** Each activity's timetables: `horarios/<actividad>.yml`, named as its file in `src/content/activities/`. */
import { join } from "node:path";
import type { Timetable } from "../activities/types.ts";
import { checkAgainst } from "./check.ts";
import { parseYaml } from "./parse.ts";
import { collectionFiles, displayPath, readText } from "./paths.ts";
import { HORARIOS } from "./schemas.ts";

/** `{ "tenis-mesa": [{ caption: "Clases", rows: […] }], natacion: [] }`. */
export function readTimetables(dir: string): Record<string, Timetable[]> {
  const timetables: Record<string, Timetable[]> = {};
  for (const { id, file } of collectionFiles(join(dir, "horarios"), ".yml")) {
    const name = displayPath(file);
    const { horarios } = checkAgainst(HORARIOS, parseYaml(readText(file), name), name);
    timetables[id] = (horarios ?? []).map((table) => ({
      caption: table.titulo,
      rows: table.filas.map((row) => ({
        group: row.grupo,
        days: row.dias,
        hours: row.horas,
        ...(row.nota?.trim() ? { note: row.nota.trim() } : {}),
      })),
    }));
  }
  return timetables;
}
