import type { FastifyPluginAsync } from "fastify";
import type { HealthReport } from "../health-report.js";

export interface HealthRoutesOptions {
  report: () => HealthReport;
}

const nullableString = { type: ["string", "null"] } as const;

const healthSchema = {
  type: "object",
  properties: {
    status: { type: "string", enum: ["ok", "degraded"] },
    problems: { type: "array", items: { type: "string" } },
    cache: {
      type: ["object", "null"],
      properties: { file: { type: "string" }, writable: { type: "boolean" }, problem: nullableString },
    },
    now: { type: "string" },
    uptime_seconds: { type: "integer" },
    rss_bytes: { type: "integer" },
    scrape: {
      type: "object",
      properties: {
        enabled: { type: "boolean" },
        schedule: { type: "string" },
        running: { type: "boolean" },
        last_pass_started: nullableString,
        last_pass_finished: nullableString,
        next_pass: nullableString,
      },
    },
    sources: {
      type: "array",
      items: {
        type: "object",
        properties: {
          id: { type: "string" },
          kind: { type: "string" },
          key: { type: "string" },
          state: { type: "string" },
          configured: { type: "boolean" },
          pages: { type: "array", items: { type: "string" } },
          source: { type: "string" },
          stale: { type: "boolean" },
          last_update: { type: "string" },
          last_success: nullableString,
          last_attempt: nullableString,
          last_error: nullableString,
          last_error_at: nullableString,
          age_seconds: { type: "integer" },
        },
      },
    },
  },
  required: ["status", "sources"],
} as const;

export const healthRoutes: FastifyPluginAsync<HealthRoutesOptions> = async (app, { report }) => {
  // Not rate limited (see http/request-guard.ts): monitoring must always get through.
  app.get("/api/health", { schema: { response: { 200: healthSchema } } }, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return report();
  });
};
