import { toLeagueKey } from "@casa/shared";
import type { FastifyPluginAsync } from "fastify";
import { dataResponses, fixturesResponseSchema, leagueParamsSchema } from "./schemas.js";
import { dataCacheControl, NOT_FOUND_LEAGUE, sendEntry } from "./send-entry.js";
import type { DataRoutesOptions } from "./standings.js";

export const fixturesRoutes: FastifyPluginAsync<DataRoutesOptions> = async (
  app,
  { cache, maxAgeSeconds },
) => {
  const cacheControl = dataCacheControl(maxAgeSeconds);

  app.get<{ Params: { sport: string; division: string } }>(
    "/api/fixtures/:sport/:division",
    { schema: { params: leagueParamsSchema, response: dataResponses(fixturesResponseSchema) } },
    (request, reply) => {
      const key = toLeagueKey(request.params.sport, request.params.division);
      if (!key) return reply.code(404).send({ error: NOT_FOUND_LEAGUE });
      return sendEntry(request, reply, cache, "fixtures", key, cacheControl);
    },
  );
};
