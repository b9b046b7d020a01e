/**
 * Prints one setting as the project reads it: the environment first, then the root
 * `.env`, then the default given. For the launchers (start.sh), which must agree with
 * the service and the site on the ports.
 *
 *   node scripts/lib/setting.mjs NAME DEFAULT
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseEnv } from "node:util";

const [name, fallback = ""] = process.argv.slice(2);
const file = join(dirname(fileURLToPath(import.meta.url)), "..", "..", ".env");
const fromFile = existsSync(file) ? parseEnv(readFileSync(file, "utf8"))[name] : undefined;
const value = [process.env[name], fromFile].find((v) => v !== undefined && v.trim() !== "");
console.log(value?.trim() ?? fallback);
