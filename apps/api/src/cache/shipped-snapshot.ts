import { createRequire } from "node:module";

/**
 * The league tables shipped with the code, served until the first scrape: a file of
 * `@casa/shared` (packages/shared/data/snapshot.json), because the site builds its league
 * pages from the same file. Resolved through the package, so it is found in the
 * repository and in the deployed runtime folder alike (`pnpm deploy` copies the package).
 */
export const SHIPPED_SNAPSHOT_FILE = createRequire(import.meta.url).resolve("@casa/shared/snapshot.json");
