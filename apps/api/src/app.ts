import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from "fastify";
import type { LeagueCache } from "./cache/league-cache.js";
import { calendarRoutes } from "./cache/routes/calendar.js";
import { fixturesRoutes } from "./cache/routes/fixtures.js";
import { standingsRoutes } from "./cache/routes/standings.js";
import type { Config, HttpTimeouts } from "./config.js";
import { adminAuthRoutes } from "./editor-login/routes.js";
import {
  buildHealthReport,
  type CacheWriteState,
  NO_SCHEDULER,
  type ScrapeState,
  type SourceDescription,
  watchHealth,
} from "./health-report.js";
import { createRequestGuard, registerRequestGuard } from "./http/request-guard.js";
import { serializeRequest } from "./http/request-log.js";
import { clientErrorHandler, frameworkErrorHandler, registerErrorHandling } from "./plugins/errors.js";
import { healthRoutes } from "./routes/health.js";
import { preflightRoutes } from "./routes/preflight.js";

/** How often the service looks for a change of its health to log. */
const HEALTH_CHECK_MS = 60_000;

export interface AppDeps {
  config: Config;
  cache: LeagueCache;
  /** What the scraper registry says about each entry; none when nothing scrapes. */
  sources?: () => SourceDescription[];
  scrapeState?: () => ScrapeState;
  /** Whether the cache file can be written; unknown (not reported) when absent. */
  cacheWrites?: () => CacheWriteState;
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
    // proxy. The service's own messages go to `log` directly. Request lines show URLs
    // with their query values hidden (the login callback's code and state among them).
    ...(config.logRequests && log
      ? { loggerInstance: log.child({}, { serializers: { req: serializeRequest } }) }
      : {}),
    // The proxies by address (settings/readers.ts), else none: `request.ip` is then the
    // right-most X-Forwarded-For entry that none of them wrote.
    trustProxy: Array.isArray(config.trustProxy) ? config.trustProxy : false,
    // Idle and slow clients must not hold sockets for ever (docs/league-sources.md#behind-a-proxy).
    serverFactory: (handler) => createTimedServer(handler, config.http),
    // The API takes no request bodies.
    bodyLimit: 1024,
    routerOptions: { maxParamLength: 100, ignoreTrailingSlash: true },
    frameworkErrors: frameworkErrorHandler(guard),
    clientErrorHandler: clientErrorHandler(guard),
    return503OnClosing: true,
  });
  registerRequestGuard(app, guard);
  // When Fastify logs requests, its per-request logger (with the request id) logs errors.
  registerErrorHandling(app, config.logRequests ? undefined : log);
  await app.register(preflightRoutes, { guard });

  const dataOptions = { cache, guard, maxAgeSeconds: config.httpMaxAgeSeconds };
  await app.register(standingsRoutes, dataOptions);
  await app.register(fixturesRoutes, dataOptions);
  await app.register(calendarRoutes, dataOptions);
  const healthReport = watchHealth(
    () =>
      buildHealthReport({
        cache,
        sources: deps.sources ?? (() => []),
        scrapeState: deps.scrapeState ?? (() => NO_SCHEDULER),
        ...(deps.cacheWrites ? { cacheWrites: deps.cacheWrites } : {}),
      }),
    log,
  );
  await app.register(healthRoutes, { report: healthReport });
  if (log) {
    // The operator's detail is in the logs, and a change must reach them even when no
    // monitor asks /api/health: looked at on start, then every minute.
    let timer: NodeJS.Timeout | undefined;
    app.addHook("onReady", async () => {
      healthReport();
      timer = setInterval(healthReport, HEALTH_CHECK_MS).unref();
    });
    app.addHook("onClose", async () => clearInterval(timer));
  }
  // Decap CMS's GitHub login, only when its settings are given: otherwise its paths
  // answer the JSON 404 of any unknown route.
  if (config.adminAuth)
    await app.register(adminAuthRoutes, {
      settings: config.adminAuth,
      guard,
      maxClients: config.rateLimit.maxClients,
      log,
    });
  return app;
}

/**
 * The HTTP server with every time-out set: a socket idle for `connectionTimeoutMs` is
 * closed, a request must arrive whole within `requestTimeoutMs` (its headers within
 * `headersTimeoutMs`), a kept-alive socket waits `keepAliveTimeoutMs` for the next one.
 * Node checks the request and headers time-outs every `connectionsCheckingInterval`
 * (30 s by default): checking every few seconds closes slow sockets close to their limit.
 */
function createTimedServer(
  handler: (request: IncomingMessage, response: ServerResponse) => void,
  timeouts: HttpTimeouts,
): Server {
  const server = createServer(
    {
      requestTimeout: timeouts.requestTimeoutMs,
      headersTimeout: timeouts.headersTimeoutMs,
      connectionsCheckingInterval: Math.min(5_000, timeouts.headersTimeoutMs),
    },
    handler,
  );
  server.keepAliveTimeout = timeouts.keepAliveTimeoutMs;
  server.setTimeout(timeouts.connectionTimeoutMs);
  return server;
}
