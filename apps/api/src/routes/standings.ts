import { BASKETBALL_ALIAS, toLeagueKey } from "@casa/shared";
import type { FastifyPluginAsync } from "fastify";
import type { LeagueCache } from "../cache/league-cache.js";
import { dataResponses, leagueParamsSchema, standingsResponseSchema } from "./schemas.js";
import { dataCacheControl, NOT_FOUND_LEAGUE, sendEntry } from "./send-entry.js";

export interface DataRoutesOptions {
  cache: LeagueCache;
  maxAgeSeconds: number;
}

interface LeagueParams {
  sport: string;
  division: string;
}

export const standingsRoutes: FastifyPluginAsync<DataRoutesOptions> = async (
  app,
  { cache, maxAgeSeconds },
) => {
  const cacheControl = dataCacheControl(maxAgeSeconds);

  app.get<{ Params: LeagueParams }>(
    "/api/standings/:sport/:division",
    { schema: { params: leagueParamsSchema, response: dataResponses(standingsResponseSchema) } },
    (request, reply) => {
      const key = toLeagueKey(request.params.sport, request.params.division);
      if (!key) return reply.code(404).send({ error: NOT_FOUND_LEAGUE });
      return sendEntry(request, reply, cache, "standings", key, cacheControl);
    },
  );

  // The diagnostics page and old links ask for basketball without a division.
  const aliasKey = toLeagueKey(BASKETBALL_ALIAS.sport, BASKETBALL_ALIAS.division);
  app.get(
    "/api/standings/basquet",
    { schema: { response: dataResponses(standingsResponseSchema) } },
    (request, reply) =>
      aliasKey
        ? sendEntry(request, reply, cache, "standings", aliasKey, cacheControl)
        : reply.code(404).send({ error: NOT_FOUND_LEAGUE }),
  );
};
