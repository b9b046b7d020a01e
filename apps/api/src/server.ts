/**
 * The league service process: configuration, logger, cache, scheduler, listen, and a
 * clean stop on SIGTERM/SIGINT. Everything else lives in app.ts and the scraper.
 */
import { pino } from "pino";
import { buildApp } from "./app.js";
import { loadConfig } from "./config.js";
import { NO_SCHEDULER } from "./health-report.js";
import { createLeagueService, passFailed } from "./league-service.js";
import { type Scheduler, startScheduler } from "./scraper/scheduler.js";

const config = loadConfig();
const log = pino({ level: config.logLevel });
const league = await createLeagueService(config);
let scheduler: Scheduler | undefined;
const app = await buildApp(
  {
    config,
    cache: league.cache,
    sources: league.describeSources,
    scrapeState: () => scheduler?.state() ?? NO_SCHEDULER,
  },
  log,
);

if (league.startup.cacheProblem) log.warn(league.startup.cacheProblem);
log.info({ from: league.startup.loadedFrom, entries: league.startup.entries.length }, "caché cargado");

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) {
    log.warn({ signal }, "segunda señal: salida inmediata");
    process.exit(1);
  }
  closing = true;
  log.info({ signal }, "cerrando");
  try {
    // Stop taking requests first, then let a running pass finish its cache write.
    await app.close();
    await scheduler?.stop();
    await league.close();
    process.exit(0);
  } catch (error) {
    log.error({ err: error }, "error al cerrar");
    process.exit(1);
  }
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));

const url = await app.listen({ host: config.host, port: config.port });
log.info({ url, startup_ms: Math.round(process.uptime() * 1000) }, `servicio de ligas escuchando en ${url}`);

if (config.scrape.enabled) {
  scheduler = startScheduler({
    cronExpression: config.scrape.cron,
    runPass: league.runPass,
    cache: league.cache,
    sources: league.sources,
    onPass: (report) => {
      for (const outcome of report.outcomes.filter((o) => o.status === "failed")) {
        log.warn(
          { source: outcome.id, error: outcome.error },
          "fuente sin actualizar: se mantienen los datos anteriores",
        );
      }
      if (report.persistError) log.error(report.persistError);
      const level = passFailed(report) ? "warn" : "info";
      log[level](
        { duration_ms: report.duration_ms, outcomes: report.outcomes.map((o) => `${o.id}:${o.status}`) },
        "pasada terminada",
      );
    },
    onError: (error) => log.error({ err: error }, "pasada fallida"),
  });
} else {
  log.info("scraping desactivado (SCRAPE_ENABLED=false): se sirve solo el caché");
}
