/** Reading league JSON whose field names we can only guess: first present spelling wins. */

export type Json = Record<string, unknown>;

export function isJsonObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The value at the first of `paths` (dotted) that exists in `object`. */
export function pick(object: Json, paths: readonly string[]): unknown {
  for (const path of paths) {
    let value: unknown = object;
    for (const part of path.split(".")) value = isJsonObject(value) ? value[part] : undefined;
    if (value !== undefined && value !== null) return value;
  }
  return undefined;
}

/** A number from a JSON number or numeric string; NaN otherwise (validation rejects NaN). */
export function toNumber(value: unknown): number {
  if (typeof value === "number") return value;
  if (typeof value === "string" && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return Number.NaN;
}
