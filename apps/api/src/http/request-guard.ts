import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../config.js";
import { errorMessage, hasMalformedQuery } from "../plugins/errors.js";
import { corsHeaderLists, corsHeadersFor } from "./cors.js";
import { FixedWindowRateLimiter } from "./rate-limiter.js";
import { SECURITY_HEADERS } from "./security-headers.js";

/**
 * What every answer carries and every request goes through: the security headers,
 * CORS for the configured origins, refusal of malformed query strings, the rate limit.
 *
 * Routes call it themselves instead of through a global onRequest hook: on the hot
 * route, the hook (with the plugins that used to do this) cost more than serving the
 * cached bytes (README, "Performance notes").
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
   * query) or 429 (rate limit), with headers, and the route must stop.
   */
  admit(request: FastifyRequest, reply: FastifyReply): boolean;
}

export function createRequestGuard(config: Config): RequestGuard {
  const headers = Object.freeze({ ...SECURITY_HEADERS, vary: "Origin" });
  const headerList = Object.freeze(Object.entries(headers).flat());
  const allowedOrigins = new Set(config.corsOrigins);
  const corsLists = corsHeaderLists(allowedOrigins);
  const limiter = new FixedWindowRateLimiter(config.rateLimit.max, config.rateLimit.windowMs);

  const corsFor = (request: FastifyRequest) => corsHeadersFor(request.raw.headers.origin, allowedOrigins);
  const decorate = (request: FastifyRequest, reply: FastifyReply) => {
    reply.headers(headers);
    const cors = corsFor(request);
    return cors ? reply.headers(cors) : reply;
  };

  return {
    headers,
    headerList,
    corsFor,
    corsListFor: (origin) => (origin === undefined ? undefined : corsLists.get(origin)),
    decorate,
    admit(request, reply) {
      if (hasMalformedQuery(request.url)) {
        decorate(request, reply)
          .code(400)
          .send({ error: errorMessage(400) });
        return false;
      }
      const retryAfter = limiter.hit(request.ip);
      if (retryAfter === 0) return true;
      decorate(request, reply)
        .code(429)
        .header("retry-after", String(retryAfter))
        .header("x-ratelimit-limit", String(limiter.max))
        .send({ error: errorMessage(429) });
      return false;
    },
  };
}
