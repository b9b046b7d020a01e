import type { FastifyPluginAsync } from "fastify";
import { PREFLIGHT_HEADERS } from "../http/cors.js";
import type { RequestGuard } from "../http/request-guard.js";

/** CORS preflight: browsers ask before a cross-origin request with non-simple headers. */
export const preflightRoutes: FastifyPluginAsync<{ guard: RequestGuard }> = async (app, { guard }) => {
  app.options("*", { schema: { response: { 204: { type: "null" } } } }, (request, reply) => {
    if (guard.corsFor(request)) reply.headers(PREFLIGHT_HEADERS);
    return reply.code(204).send();
  });
};
