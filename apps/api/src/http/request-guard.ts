import { isIP } from "node:net";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../config.js";
import { rateLimitKey } from "./client-key.js";
import { corsHeaderLists, corsHeadersFor } from "./cors.js";
import { errorMessage } from "./error-messages.js";
import { FixedWindowRateLimiter } from "./rate-limiter.js";
import { SECURITY_HEADERS } from "./security-headers.js";

/**
 * What every answer carries and every request goes through: the security headers,
 * CORS for the configured origins, refusal of malformed query strings, the rate limit.
 * {@link registerRequestGuard} applies it to every route, present and future, with two
 * global hooks, so a new route cannot forget it.
 */
export interface RequestGuard {
  /** Security headers plus `Vary: Origin`, the same on every answer. */
  readonly headers: Readonly<Record<string, string>>;
  /** The same headers as a flat `[name, value, ...]` list, as `writeHead` takes them. */
  readonly headerList: readonly string[];
  /** CORS headers for this request, when its origin may read the answer. */
  corsFor(request: FastifyRequest): Record<string, string> | undefined;
  /** The same as a flat list, built once per configured origin. */
  corsListFor(origin: string | undefined): readonly string[] | undefined;
  /** Puts the security and CORS headers on a reply sent the normal way. */
  decorate(request: FastifyRequest, reply: FastifyReply): FastifyReply;
  /**
   * True when the request may proceed. Otherwise it has already answered 400 (malformed
   * query) or 429 (rate limit), with headers.
   */
  admit(request: FastifyRequest, reply: FastifyReply): boolean;
  /** The key the rate limit counts this request under: its client's address (IPv6: its /64). */
  clientOf(request: FastifyRequest): string;
  /** Answers 429 with the headers, saying when to come back and what the limit is. */
  refuseTooMany(request: FastifyRequest, reply: FastifyReply, retryAfter: number, max: number): void;
}

/** A query string with broken percent-escapes is a client error, even where queries are ignored. */
function hasMalformedQuery(url: string): boolean {
  const start = url.indexOf("?");
  if (start < 0) return false;
  try {
    decodeURIComponent(url.slice(start + 1).replace(/\+/g, " "));
    return false;
  } catch {
    return true;
  }
}

export function createRequestGuard(config: Config): RequestGuard {
  const headers = Object.freeze({ ...SECURITY_HEADERS, vary: "Origin" });
  const headerList = Object.freeze(Object.entries(headers).flat());
  const allowedOrigins = new Set(config.corsOrigins);
  const corsLists = corsHeaderLists(allowedOrigins);
  const limiter = new FixedWindowRateLimiter(
    config.rateLimit.max,
    config.rateLimit.windowMs,
    Date.now,
    config.rateLimit.maxClients,
  );
  const corsFor = (request: FastifyRequest) => corsHeadersFor(request.raw.headers.origin, allowedOrigins);
  const decorate = (request: FastifyRequest, reply: FastifyReply) => {
    reply.headers(headers);
    const cors = corsFor(request);
    return cors ? reply.headers(cors) : reply;
  };
  // Without trusted proxies the client is the socket's peer. With them, Fastify walks
  // X-Forwarded-For from the right while the address is a trusted proxy's, and stops at
  // the first that is not: entries written further left, by the client, are never read.
  // Where it stops must be an address, else (a trusted proxy that added none) the peer
  // is used, so a key is never a client-written string.
  const trusting = Array.isArray(config.trustProxy);
  const clientOf = (request: FastifyRequest): string => {
    const peer = request.raw.socket.remoteAddress ?? "";
    const ip = trusting ? request.ip : peer;
    return rateLimitKey(isIP(ip) === 0 ? peer : ip);
  };
  const refuseTooMany = (request: FastifyRequest, reply: FastifyReply, retryAfter: number, max: number) => {
    decorate(request, reply)
      .code(429)
      .header("retry-after", String(retryAfter))
      .header("x-ratelimit-limit", String(max))
      .send({ error: errorMessage(429) });
  };
  return {
    headers,
    headerList,
    corsFor,
    corsListFor: (origin) => (origin === undefined ? undefined : corsLists.get(origin)),
    decorate,
    clientOf,
    refuseTooMany,
    admit(request, reply) {
      const url = request.raw.url ?? "";
      if (hasMalformedQuery(url)) {
        decorate(request, reply)
          .code(400)
          .send({ error: errorMessage(400) });
        return false;
      }
      const retryAfter = limiter.hit(clientOf(request));
      if (retryAfter === 0) return true;
      refuseTooMany(request, reply, retryAfter, limiter.max);
      return false;
    },
  };
}

/**
 * The guard on every route: admission (query check, rate limit) before routing's work,
 * and the security and CORS headers on every answer sent through Fastify. The hot
 * data route writes its answer itself (`reply.hijack()`), skipping onSend, and puts
 * the same headers in its pre-assembled list.
 */
export function registerRequestGuard(app: FastifyInstance, guard: RequestGuard): void {
  app.addHook("onRequest", (request, reply, done) => {
    if (guard.admit(request, reply)) done();
  });
  app.addHook("onSend", (request, reply, payload, done) => {
    guard.decorate(request, reply);
    done(null, payload);
  });
}

/**
 * A further allowance for every route of one plugin, on top of the service's: `app` is
 * the plugin's own (encapsulated) instance, so its hook covers exactly the routes that
 * plugin declares, present and future. Same client key, same 429 as the service's limit.
 */
export function registerRouteLimit(
  app: FastifyInstance,
  guard: RequestGuard,
  limiter: FixedWindowRateLimiter,
): void {
  app.addHook("onRequest", (request, reply, done) => {
    const retryAfter = limiter.hit(guard.clientOf(request));
    if (retryAfter === 0) return done();
    guard.refuseTooMany(request, reply, retryAfter, limiter.max);
  });
}
