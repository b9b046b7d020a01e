import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyServerOptions,
  LogController,
} from "fastify";
import type { LeagueCache } from "./cache/league-cache.js";
import type { Config } from "./config.js";
import {
  buildHealthReport,
  NO_SCHEDULER,
  type ScrapeState,
  type SourceDescription,
} from "./health-report.js";
import { createRequestGuard } from "./http/request-guard.js";
import { frameworkErrorHandler, registerErrorHandling } from "./plugins/errors.js";
import { calendarRoutes } from "./routes/calendar.js";
import { fixturesRoutes } from "./routes/fixtures.js";
import { healthRoutes } from "./routes/health.js";
import { preflightRoutes } from "./routes/preflight.js";
import { standingsRoutes } from "./routes/standings.js";

export interface AppDeps {
  config: Config;
  cache: LeagueCache;
  /** What the scraper registry says about each entry; none when nothing scrapes. */
  sources?: () => SourceDescription[];
  scrapeState?: () => ScrapeState;
}

/**
 * The league API, ready to `listen` or to `inject` in tests. Routes read the in-memory
 * cache only; scraping lives elsewhere and replaces cache entries.
 */
export async function buildApp(
  deps: AppDeps,
  logger: FastifyServerOptions["logger"] = false,
): Promise<FastifyInstance> {
  const { config, cache } = deps;
  const guard = await createRequestGuard(config);
  const app = Fastify({
    logger,
    // Access logs belong to the reverse proxy; here they would cost a fifth of the throughput.
    logController: new LogController({ disableRequestLogging: !config.logRequests }),
    // Without request logs a per-request child logger (with its request id) is pure cost.
    ...(config.logRequests ? {} : { childLoggerFactory: (logger: FastifyBaseLogger) => logger }),
    trustProxy: config.trustProxy,
    // The API takes no request bodies.
    bodyLimit: 1024,
    routerOptions: { maxParamLength: 100, ignoreTrailingSlash: true },
    frameworkErrors: frameworkErrorHandler(guard),
    return503OnClosing: true,
  });

  registerErrorHandling(app, guard);
  await app.register(preflightRoutes, { guard });

  const dataOptions = { cache, guard, maxAgeSeconds: config.httpMaxAgeSeconds };
  await app.register(standingsRoutes, dataOptions);
  await app.register(fixturesRoutes, dataOptions);
  await app.register(calendarRoutes, dataOptions);
  await app.register(healthRoutes, {
    guard,
    report: () =>
      buildHealthReport({
        cache,
        sources: deps.sources ?? (() => []),
        scrapeState: deps.scrapeState ?? (() => NO_SCHEDULER),
      }),
  });
  return app;
}
