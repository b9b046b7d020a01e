/**
 * One scrape pass over every configured source, then exit: 0 when every configured
 * source was refreshed, 1 when any failed (its old data is kept) or the cache file
 * could not be written. Run: `pnpm --filter @casa/api scrape-once`
 * (in production: `node dist/cli/scrape-once.js`).
 */
import { loadConfig } from "../config.js";
import { createLeagueService, passFailed } from "../league-service.js";

const config = loadConfig();
const league = await createLeagueService(config);
if (league.startup.cacheProblem) console.warn(league.startup.cacheProblem);
const report = await league.runPass();
await league.close();

for (const outcome of report.outcomes) {
  const detail = outcome.error ? `: ${outcome.error}` : "";
  console.log(
    `${outcome.status === "failed" ? "FALLÓ" : outcome.status === "updated" ? "ok   " : "--   "} ${outcome.id} (${outcome.status})${detail}`,
  );
}
if (report.persistError) console.error(report.persistError);
console.log(`pasada de ${report.duration_ms} ms; caché en ${config.cacheFile}`);
process.exitCode = passFailed(report) ? 1 : 0;
