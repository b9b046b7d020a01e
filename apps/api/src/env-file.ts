import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parseEnv } from "node:util";

/**
 * The repository's root `.env`, where `npm start`, `pnpm dev` and the web build read
 * their settings too. Absent in containers (settings come from the environment there).
 */
export const ROOT_ENV_FILE = fileURLToPath(new URL("../../../.env", import.meta.url));

type Env = Record<string, string | undefined>;

/**
 * The settings of `file` (dotenv syntax, read with Node's own parser) under the real
 * environment: a variable set in the environment always wins over the file, so
 * `PORT=9000 pnpm start` does what it says. A missing file changes nothing.
 */
export function withEnvFile(file: string, env: Env): Env {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return env;
    throw error;
  }
  const merged: Env = { ...parseEnv(text) };
  for (const [name, value] of Object.entries(env)) if (value !== undefined) merged[name] = value;
  return merged;
}
