import { BASKETBALL_ALIAS, toLeagueKey } from "@casa/shared";
import type { FastifyPluginAsync } from "fastify";
import type { RequestGuard } from "../../http/request-guard.js";
import type { LeagueCache } from "../league-cache.js";
import { registerLeagueRoutes } from "./league-routes.js";
import { dataResponses, standingsResponseSchema } from "./schemas.js";
import { createEntrySender, dataCacheControl } from "./send-entry.js";

export interface DataRoutesOptions {
  cache: LeagueCache;
  guard: RequestGuard;
  maxAgeSeconds: number;
}

/** `GET /api/standings/:sport/:division`, and `/api/standings/basquet` for basketball's only league. */
export const standingsRoutes: FastifyPluginAsync<DataRoutesOptions> = async (app, options) => {
  const { cache, guard } = options;
  const send = createEntrySender(cache, guard, dataCacheControl(options.maxAgeSeconds));
  const response = dataResponses(standingsResponseSchema);

  registerLeagueRoutes(app, {
    pattern: "/api/standings/:sport/:division",
    response,
    handlerFor: (key) => send("standings", key, "json"),
  });

  // The diagnostics page and old links ask for basketball without a division.
  const aliasKey = toLeagueKey(BASKETBALL_ALIAS.sport, BASKETBALL_ALIAS.division);
  if (!aliasKey) throw new Error("BASKETBALL_ALIAS names no league");
  app.get("/api/standings/basquet", { schema: { response } }, send("standings", aliasKey, "json"));
};
