import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { ROOT_ENV_FILE } from "../env-file.js";
import { Secret } from "../lib/secret.js";
import type { Reader } from "./readers.js";

/** The readers of credentials (schema.ts lists every export of this module as a reader). */

/** What a credential may be: up to 200 printable ASCII characters, no blanks. */
const CREDENTIAL = /^[\x21-\x7e]{1,200}$/;

/** A credential: its value never appears in an error line. */
export const secret: Reader<Secret> = (text, name) =>
  CREDENTIAL.test(text)
    ? { value: new Secret(text) }
    : { problem: `${name} tiene caracteres inválidos o más de 200 (su valor no se muestra)` };

/** A secret kept in a file; `secret` undefined when the file is empty. */
export interface SecretFile {
  path: string;
  secret: Secret | undefined;
}

/** Where relative paths of secret files start: the repository root, where Compose and `.env` are. */
const REPOSITORY_DIR = path.dirname(ROOT_ENV_FILE);

/**
 * A credential kept in a file (the `_FILE` convention of container secrets), relative
 * paths from the repository root as Docker Compose reads them. A reader of its own, since
 * JSON Schema checks the text of a variable, never what a file holds. An empty file (a
 * Compose secret with nothing configured) is no secret; an unreadable or invalid one is a
 * problem. Only the path ever appears in an error.
 */
export const secretFile: Reader<SecretFile> = (text, name) => {
  const file = path.resolve(REPOSITORY_DIR, text);
  const unreadable = (reason: string) => ({
    problem: `no se puede leer ${name} (${file}: ${reason}): tiene que ser un archivo que el servicio pueda leer`,
  });
  let content: string;
  try {
    // A regular file of a secret's size: never a device or a pipe that could stall the start.
    const stats = statSync(file);
    if (!stats.isFile()) return unreadable("no es un archivo");
    if (stats.size > 4096) return unreadable("demasiado grande para un secreto");
    // `echo secreto > archivo` leaves a line break: not part of the secret.
    content = readFileSync(file, "utf8").trim();
  } catch (error) {
    return unreadable((error as NodeJS.ErrnoException).code ?? "error de lectura");
  }
  if (content === "") return { value: { path: file, secret: undefined } };
  if (CREDENTIAL.test(content)) return { value: { path: file, secret: new Secret(content) } };
  return {
    problem: `el archivo de ${name} (${file}) tiene caracteres inválidos o más de 200 (su contenido no se muestra)`,
  };
};
