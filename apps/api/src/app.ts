import Fastify, { type FastifyBaseLogger, type FastifyInstance } from "fastify";
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
 * cache only; scraping lives elsewhere and replaces cache entries. `log` receives the
 * errors of failed requests (and, with LOG_REQUESTS=true, every request); none in tests.
 */
export async function buildApp(deps: AppDeps, log?: FastifyBaseLogger): Promise<FastifyInstance> {
  const { config, cache } = deps;
  const guard = createRequestGuard(config);
  const app = Fastify({
    // Fastify gets the logger only to log every request (LOG_REQUESTS=true). With a
    // logger, even with request logging disabled, it gives every request a child logger
    // and 'finish' listeners: pure cost here, where access logs belong to the reverse
    // proxy. The service's own messages go to `log` directly.
    ...(config.logRequests && log ? { loggerInstance: log } : {}),
    trustProxy: config.trustProxy,
    // The API takes no request bodies.
    bodyLimit: 1024,
    routerOptions: { maxParamLength: 100, ignoreTrailingSlash: true },
    frameworkErrors: frameworkErrorHandler(guard),
    return503OnClosing: true,
  });

  // When Fastify logs requests, its per-request logger (with the request id) logs errors.
  registerErrorHandling(app, guard, config.logRequests ? undefined : log);
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
