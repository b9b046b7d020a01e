import type { FastifyPluginAsync } from "fastify";
import { type HealthReport, publicHealth } from "../health-report.js";

export interface HealthRoutesOptions {
  report: () => HealthReport;
}

/**
 * The public answer only (health-report.ts, PublicHealth): the serializer drops any other
 * field, so a detail added to the report later cannot reach the public by mistake.
 */
const healthSchema = {
  type: "object",
  properties: {
    status: { type: "string", enum: ["ok", "degraded"] },
    sources: {
      type: "array",
      items: {
        type: "object",
        properties: {
          id: { type: "string" },
          state: { type: "string" },
          last_update: { type: "string" },
          age_seconds: { type: "integer" },
        },
        required: ["id", "state", "last_update", "age_seconds"],
      },
    },
  },
  required: ["status", "sources"],
} as const;

/** Rate limited like every route (http/request-guard.ts): a monitor asks far less often. */
export const healthRoutes: FastifyPluginAsync<HealthRoutesOptions> = async (app, { report }) => {
  app.get("/api/health", { schema: { response: { 200: healthSchema } } }, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return publicHealth(report());
  });
};
