/**
 * The league service process: configuration, logger, cache, scheduler, listen, and a
 * clean stop on SIGTERM/SIGINT. Everything else lives in app.ts and the scraper.
 * A start-up failure the operator can fix (settings, data files, port) prints one line
 * and exits 1.
 */
import { pino } from "pino";
import { buildApp } from "./app.js";
import { loadConfig } from "./config.js";
import { NO_SCHEDULER } from "./health-report.js";
import { createLeagueService, passFailed } from "./league-service.js";
import { type Scheduler, startScheduler } from "./scraper/scheduler.js";
import { startFailureLine } from "./start-failure.js";

async function main(): Promise<void> {
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
      cacheWrites: league.cacheWrites,
    },
    log,
  );

  if (league.startup.cacheProblem) log.warn(league.startup.cacheProblem);
  if (league.startup.snapshotProblem) log.warn(league.startup.snapshotProblem);
  log.info({ from: league.startup.loadedFrom, entries: league.startup.entries.length }, "caché cargado");
  const writeProblem = league.cacheWrites().problem;
  if (writeProblem)
    log.error(
      `no se puede escribir el caché ${config.cacheFile}: ${writeProblem}; las tablas nuevas se perderán al reiniciar`,
    );

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
  log.info(
    { url, startup_ms: Math.round(process.uptime() * 1000) },
    `servicio de ligas escuchando en ${url}`,
  );

  if (!config.scrape.enabled) {
    log.info("scraping desactivado (SCRAPE_ENABLED=false): se sirve solo el caché");
    return;
  }
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
      // Once per pass, for as long as it lasts: fresh tables then live only in memory.
      if (report.persistError)
        log.error(`${report.persistError}; las tablas nuevas se perderán al reiniciar`);
      const level = passFailed(report) ? "warn" : "info";
      log[level](
        { duration_ms: report.duration_ms, outcomes: report.outcomes.map((o) => `${o.id}:${o.status}`) },
        "pasada terminada",
      );
    },
    onError: (error) => log.error({ err: error }, "pasada fallida"),
  });
}

try {
  await main();
} catch (error) {
  const line = startFailureLine(error);
  if (line === undefined) throw error;
  process.stderr.write(`${line}\n`);
  process.exit(1);
}
