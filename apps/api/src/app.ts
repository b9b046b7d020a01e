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
import { handleFrameworkError, registerErrorHandling } from "./plugins/errors.js";
import { registerSecurity } from "./plugins/security.js";
import { calendarRoutes } from "./routes/calendar.js";
import { fixturesRoutes } from "./routes/fixtures.js";
import { healthRoutes } from "./routes/health.js";
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
    frameworkErrors: handleFrameworkError,
    return503OnClosing: true,
  });

  await registerSecurity(app, config);
  registerErrorHandling(app);

  const dataOptions = { cache, maxAgeSeconds: config.httpMaxAgeSeconds };
  await app.register(standingsRoutes, dataOptions);
  await app.register(fixturesRoutes, dataOptions);
  await app.register(calendarRoutes, dataOptions);
  await app.register(healthRoutes, {
    report: () =>
      buildHealthReport({
        cache,
        sources: deps.sources ?? (() => []),
        scrapeState: deps.scrapeState ?? (() => NO_SCHEDULER),
      }),
  });
  return app;
}
