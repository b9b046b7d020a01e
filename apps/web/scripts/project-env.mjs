/**
 * The project's one settings file: `.env` (and Vite's `.env.local`, `.env.[mode]`…) at
 * the repository root, beside `.env.example`. The site's build reads its `VITE_*`
 * settings from there (Vite's `envDir`), as the league service, `npm start` and
 * `pnpm dev` do; a variable already in the environment always wins over the file.
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { loadEnv } from "vite";

export const ENV_DIR = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..");

/**
 * Copies the root files' settings into `process.env` where the environment has none:
 * what runs in Node rather than in the bundle reads them from there (the dev proxy's
 * API_PROXY_TARGET, the route table's VITE_ENABLE_DIAGNOSTICS, the page policy step).
 */
export function loadProjectEnv(mode) {
  for (const [name, value] of Object.entries(loadEnv(mode, ENV_DIR, ""))) process.env[name] ??= value;
}
