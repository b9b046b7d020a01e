import { toLeagueKey } from "@casa/shared";
import type { FastifyPluginAsync } from "fastify";
import { dataResponses, fixturesResponseSchema, leagueParamsSchema } from "./schemas.js";
import { createEntrySender, dataCacheControl, NOT_FOUND_LEAGUE } from "./send-entry.js";
import type { DataRoutesOptions, LeagueParams } from "./standings.js";

export const fixturesRoutes: FastifyPluginAsync<DataRoutesOptions> = async (app, options) => {
  const { cache, guard } = options;
  const send = createEntrySender(cache, guard, dataCacheControl(options.maxAgeSeconds));

  app.get<{ Params: LeagueParams }>(
    "/api/fixtures/:sport/:division",
    { schema: { params: leagueParamsSchema, response: dataResponses(fixturesResponseSchema) } },
    (request, reply) => {
      const key = toLeagueKey(request.params.sport, request.params.division);
      if (!key) return guard.decorate(request, reply).code(404).send({ error: NOT_FOUND_LEAGUE });
      return send(request, reply, "fixtures", key, "json");
    },
  );
};
