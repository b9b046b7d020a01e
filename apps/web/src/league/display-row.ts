import type { StandingRow } from "@casa/shared";
import { LEAGUE_TABLE_COPY } from "../site-data/league-table.ts";
import { isObject, text } from "./answer-fields.ts";

/**
 * A standings row ready to show: the service's row (`StandingRow` of `@casa/shared`, the
 * one definition of its shape) with the defaults of docs/product.md#content-entities, where a missing position is `-`.
 */
export type DisplayRow = Omit<StandingRow, "posicion"> & { posicion: StandingRow["posicion"] | "-" };

const NUMBERS = [
  "puntos",
  "jugados",
  "ganados",
  "perdidos",
  "favor",
  "contra",
] as const satisfies readonly Exclude<keyof StandingRow, "posicion" | "equipo">[];

const toNumber = (value: unknown): number | undefined => {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof n === "number" && Number.isFinite(n) ? n : undefined;
};

/** Missing position '-', missing team 'Equipo desconocido', missing numbers 0. */
export function toDisplayRow(raw: unknown): DisplayRow {
  const row = isObject(raw) ? raw : {};
  const display: DisplayRow = {
    posicion: toNumber(row.posicion) ?? "-",
    equipo: text(row.equipo) ?? LEAGUE_TABLE_COPY.unknownTeam,
    puntos: 0,
    jugados: 0,
    ganados: 0,
    perdidos: 0,
    favor: 0,
    contra: 0,
  };
  for (const field of NUMBERS) display[field] = toNumber(row[field]) ?? 0;
  return display;
}
