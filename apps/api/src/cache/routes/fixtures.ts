import type { FastifyPluginAsync } from "fastify";
import { registerLeagueRoutes } from "./league-routes.js";
import { dataResponses, fixturesResponseSchema } from "./schemas.js";
import { createEntrySender, dataCacheControl } from "./send-entry.js";
import type { DataRoutesOptions } from "./standings.js";

/** `GET /api/fixtures/:sport/:division`: upcoming matches. */
export const fixturesRoutes: FastifyPluginAsync<DataRoutesOptions> = async (app, options) => {
  const { cache, guard } = options;
  const send = createEntrySender(cache, guard, dataCacheControl(options.maxAgeSeconds));

  registerLeagueRoutes(app, {
    pattern: "/api/fixtures/:sport/:division",
    response: dataResponses(fixturesResponseSchema),
    handlerFor: (key) => send("fixtures", key, "json"),
  });
};
