import cors from "@fastify/cors";
import type { FastifyInstance } from "fastify";
import type { Config } from "../config.js";
import { FixedWindowRateLimiter } from "../http/rate-limiter.js";
import { computeSecurityHeaders } from "../http/security-headers.js";
import { errorMessage, hasMalformedQuery } from "./errors.js";

declare module "fastify" {
  interface FastifyContextConfig {
    /** `false` exempts a route from the rate limit (the health check). */
    rateLimit?: false;
  }
}

/**
 * Everything every request goes through before its route: one synchronous hook that
 * refuses malformed query strings, applies the rate limit and sets helmet's security
 * headers (one hook, because this runs on the hot path), plus CORS for the configured
 * origins only.
 */
export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  const securityHeaders = await computeSecurityHeaders();
  const limiter = new FixedWindowRateLimiter(config.rateLimit.max, config.rateLimit.windowMs);

  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(securityHeaders);
    if (hasMalformedQuery(request.url)) {
      reply.code(400).send({ error: errorMessage(400) });
      return;
    }
    if (request.routeOptions.config.rateLimit !== false) {
      const retryAfter = limiter.hit(request.ip);
      if (retryAfter > 0) {
        reply
          .code(429)
          .header("retry-after", String(retryAfter))
          .header("x-ratelimit-limit", String(limiter.max))
          .send({ error: errorMessage(429) });
        return;
      }
    }
    done();
  });

  await app.register(cors, {
    origin: config.corsOrigins,
    methods: ["GET", "HEAD", "OPTIONS"],
    exposedHeaders: ["ETag"],
    maxAge: 600,
  });
}
