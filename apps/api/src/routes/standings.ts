import { BASKETBALL_ALIAS, toLeagueKey } from "@casa/shared";
import type { FastifyPluginAsync } from "fastify";
import type { LeagueCache } from "../cache/league-cache.js";
import type { RequestGuard } from "../http/request-guard.js";
import { dataResponses, leagueParamsSchema, standingsResponseSchema } from "./schemas.js";
import { createEntrySender, dataCacheControl, NOT_FOUND_LEAGUE } from "./send-entry.js";

export interface DataRoutesOptions {
  cache: LeagueCache;
  guard: RequestGuard;
  maxAgeSeconds: number;
}

export interface LeagueParams {
  sport: string;
  division: string;
}

export const standingsRoutes: FastifyPluginAsync<DataRoutesOptions> = async (app, options) => {
  const { cache, guard } = options;
  const send = createEntrySender(cache, guard, dataCacheControl(options.maxAgeSeconds));

  app.get<{ Params: LeagueParams }>(
    "/api/standings/:sport/:division",
    { schema: { params: leagueParamsSchema, response: dataResponses(standingsResponseSchema) } },
    (request, reply) => {
      const key = toLeagueKey(request.params.sport, request.params.division);
      if (!key) return guard.decorate(request, reply).code(404).send({ error: NOT_FOUND_LEAGUE });
      return send(request, reply, "standings", key, "json");
    },
  );

  // The diagnostics page and old links ask for basketball without a division.
  const aliasKey = toLeagueKey(BASKETBALL_ALIAS.sport, BASKETBALL_ALIAS.division);
  if (!aliasKey) throw new Error("BASKETBALL_ALIAS names no league");
  app.get(
    "/api/standings/basquet",
    { schema: { response: dataResponses(standingsResponseSchema) } },
    (request, reply) => send(request, reply, "standings", aliasKey, "json"),
  );
};
