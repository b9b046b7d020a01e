/**
 * The league service process: configuration, logger, cache, listen, and a clean stop
 * on SIGTERM/SIGINT. Everything else lives in app.ts and the scraper.
 */
import { buildApp } from "./app.js";
import { LeagueCache } from "./cache/league-cache.js";
import { loadStartupCache } from "./cache/load-startup-cache.js";
import { loadConfig } from "./config.js";

const config = loadConfig();
const startup = await loadStartupCache(config.cacheFile, config.snapshotFile);
const cache = new LeagueCache(startup.entries);
const app = await buildApp({ config, cache }, { level: config.logLevel });

if (startup.cacheProblem) app.log.warn(startup.cacheProblem);
app.log.info({ from: startup.loadedFrom, entries: startup.entries.length }, "caché cargado");

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) {
    app.log.warn({ signal }, "segunda señal: salida inmediata");
    process.exit(1);
  }
  closing = true;
  app.log.info({ signal }, "cerrando");
  try {
    await app.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, "error al cerrar");
    process.exit(1);
  }
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));

const url = await app.listen({ host: config.host, port: config.port });
app.log.info(
  { url, startup_ms: Math.round(process.uptime() * 1000) },
  `servicio de ligas escuchando en ${url}`,
);
