import { LEAGUE_KEYS, type LeagueKey, toLeagueKey } from "@casa/shared";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { RequestGuard } from "../http/request-guard.js";
import { leagueParamsSchema } from "./schemas.js";
import { NOT_FOUND_LEAGUE } from "./send-entry.js";

export interface LeagueParams {
  sport: string;
  division: string;
}

export interface LeagueRouteSpec {
  /** The route with `:sport` and `:division`, e.g. `/api/fixtures/:sport/:division.ics`. */
  pattern: string;
  /** Response schemas by status. */
  response: Record<number, object>;
  guard: RequestGuard;
  handle: (
    request: FastifyRequest,
    reply: FastifyReply,
    key: LeagueKey,
    league: LeagueParams,
  ) => FastifyReply;
}

/**
 * Registers a league route twice over: one static route per league the club plays in
 * (what every real request hits: no parameter parsing or validation on the hot path),
 * and the parameterised pattern behind them, which validates its params and answers
 * any other sport or division with a Spanish 404.
 */
export function registerLeagueRoutes(app: FastifyInstance, spec: LeagueRouteSpec): void {
  // Handlers return nothing: a returned reply would go through Fastify's thenable path.
  for (const key of LEAGUE_KEYS) {
    const [sport = "", division = ""] = key.split("/");
    const url = spec.pattern.replace(":sport", sport).replace(":division", division);
    app.get(url, { schema: { response: spec.response } }, (request, reply) => {
      spec.handle(request, reply, key, { sport, division });
    });
  }
  app.get<{ Params: LeagueParams }>(
    spec.pattern,
    { schema: { params: leagueParamsSchema, response: spec.response } },
    (request, reply) => {
      const key = toLeagueKey(request.params.sport, request.params.division);
      if (key) spec.handle(request, reply, key, request.params);
      else spec.guard.decorate(request, reply).code(404).send({ error: NOT_FOUND_LEAGUE });
    },
  );
}
