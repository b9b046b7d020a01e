import { LEAGUE_KEYS } from "@casa/shared";
import type { CacheEntry, CacheFileContent } from "./entry.js";

const ORIGINS = ["scrape", "snapshot", "fallback"];
const ROW_NUMBERS = ["posicion", "puntos", "jugados", "ganados", "perdidos", "favor", "contra"] as const;

/**
 * Reads a cache file or snapshot, checking its shape: a damaged or hand-edited file must
 * be refused as a whole (the caller then falls back to the snapshot), never half served.
 */
export function parseCacheFile(text: string): CacheFileContent {
  const data: unknown = JSON.parse(text);
  if (!isObject(data) || data.version !== 1 || !Array.isArray(data.entries)) {
    throw new Error("no es un archivo de caché versión 1");
  }
  const entries = data.entries.map((entry, index) => {
    const problem = entryProblem(entry);
    if (problem) throw new Error(`entrada ${index}: ${problem}`);
    return entry as CacheEntry;
  });
  return { version: 1, written_at: String(data.written_at ?? ""), entries };
}

function entryProblem(entry: unknown): string | undefined {
  if (!isObject(entry)) return "no es un objeto";
  if (!(LEAGUE_KEYS as readonly unknown[]).includes(entry.key))
    return `liga desconocida ${String(entry.key)}`;
  if (!ORIGINS.includes(entry.origin as string)) return "origen desconocido";
  if (typeof entry.last_update !== "string" || Number.isNaN(Date.parse(entry.last_update)))
    return "last_update inválido";
  if (typeof entry.source !== "string" || typeof entry.stale !== "boolean") return "source o stale inválidos";
  if (entry.kind === "standings") {
    if (!Array.isArray(entry.standings)) return "sin standings";
    const bad = entry.standings.find(
      (row) =>
        !isObject(row) ||
        typeof row.equipo !== "string" ||
        ROW_NUMBERS.some((f) => typeof row[f] !== "number"),
    );
    return bad === undefined ? undefined : "fila de standings inválida";
  }
  if (entry.kind === "fixtures") {
    if (!Array.isArray(entry.fixtures)) return "sin fixtures";
    const bad = entry.fixtures.find(
      (f) =>
        !isObject(f) ||
        typeof f.local !== "string" ||
        typeof f.visitante !== "string" ||
        typeof f.fecha !== "string" ||
        typeof f.hora !== "string" ||
        typeof f.es_casa_local !== "boolean" ||
        typeof f.starts_at !== "string",
    );
    if (bad !== undefined) return "partido inválido";
    // Absent in cache files written before official results were read: none.
    if (entry.resultados === undefined) return undefined;
    if (!Array.isArray(entry.resultados)) return "resultados inválidos";
    const badResult = entry.resultados.find(
      (r) =>
        !isObject(r) ||
        typeof r.local !== "string" ||
        typeof r.visitante !== "string" ||
        typeof r.fecha !== "string" ||
        typeof r.hora !== "string" ||
        typeof r.es_casa_local !== "boolean" ||
        typeof r.starts_at !== "string" ||
        typeof r.tantos_local !== "number" ||
        typeof r.tantos_visitante !== "number" ||
        (r.sets !== undefined && !Array.isArray(r.sets)),
    );
    return badResult === undefined ? undefined : "resultado inválido";
  }
  return "tipo desconocido";
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
