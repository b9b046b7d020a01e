/**
 * A content file's data held to its collection's schema. The first mistake, in the
 * file's own order, becomes one Spanish line (`ContentProblem`); a file that passes
 * comes back typed.
 */
import type { Static, TSchema } from "typebox";
import type { TLocalizedValidationError } from "typebox/error";
import { Value } from "typebox/value";
import { ContentProblem, fieldName, quote } from "./problem.ts";

/** The schema of the property an error points at (`#/properties/fecha` → its schema). */
function schemaAt(root: TSchema, schemaPath: string): Record<string, unknown> | undefined {
  let node: unknown = root;
  for (const part of schemaPath.replace(/^#\/?/, "").split("/").filter(Boolean)) {
    node = (node as Record<string, unknown> | undefined)?.[part];
  }
  return node as Record<string, unknown> | undefined;
}

/** The value at an instance path (`/horarios/0/titulo`). */
function valueAt(data: unknown, instancePath: string): unknown {
  let node = data;
  for (const part of instancePath.split("/").filter(Boolean))
    node = (node as Record<string, unknown>)?.[part];
  return node;
}

/** What the line says for one error of TypeBox. */
function lineFor(root: TSchema, data: unknown, error: TLocalizedValidationError): string {
  const field = fieldName(error.instancePath);
  const value = valueAt(data, error.instancePath);
  if (error.keyword === "required") {
    const missing = (error.params as { requiredProperties: string[] }).requiredProperties[0] ?? "";
    const where = field ? ` en "${field}"` : "";
    return `falta el campo "${missing}"${where}`;
  }
  if (error.keyword === "additionalProperties") {
    const extra = (error.params as { additionalProperties: string[] }).additionalProperties[0] ?? "";
    const known = Object.keys((schemaAt(root, error.schemaPath)?.properties as object | undefined) ?? {});
    return `"${field ? `${field}.` : ""}${extra}" no es un campo de este archivo (los campos son: ${known.join(", ")})`;
  }
  if (!field) return "el archivo debe tener sus campos, uno por línea (campo: valor)";
  const problem = schemaAt(root, error.schemaPath)?.problema;
  const says = value === undefined || value === null ? " (está vacío)" : ` (dice ${quote(value)})`;
  return `"${field}" ${typeof problem === "string" ? problem : "no es válido"}${says}`;
}

/** The order in which mistakes are reported: missing and unknown fields first, then each field's own. */
const RANK: Record<string, number> = { required: 0, additionalProperties: 1 };

/** `data` as the schema's type, or a `ContentProblem` naming `file`, the field and the problem. */
export function checkAgainst<T extends TSchema>(schema: T, data: unknown, file: string): Static<T> {
  const errors = Value.Errors(schema, data)
    // "schema is false" repeats the unknown field that additionalProperties names.
    .filter((error) => error.keyword !== "boolean");
  if (errors.length === 0) return data as Static<T>;
  const [first] = [...errors].sort((a, b) => (RANK[a.keyword] ?? 2) - (RANK[b.keyword] ?? 2));
  throw new ContentProblem(file, lineFor(schema, data, first as TLocalizedValidationError));
}
