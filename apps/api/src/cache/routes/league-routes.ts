import { LEAGUES, type LeagueKey, toLeagueKey } from "@casa/shared";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance } from "fastify";
import { leagueParamsSchema } from "./schemas.js";
import { type EntryHandler, NOT_FOUND_LEAGUE } from "./send-entry.js";

interface LeagueParams {
  sport: string;
  division: string;
}

export interface LeagueRouteSpec {
  /** The route with `:sport` and `:division`, e.g. `/api/fixtures/:sport/:division.ics`. */
  pattern: string;
  /** Response schemas by status. */
  response: Record<number, object>;
  /** The handler of one league's route, built once when the routes are registered. */
  handlerFor: (key: LeagueKey, league: LeagueParams) => EntryHandler;
}

/**
 * Registers a league route twice over: one static route per league the club plays in
 * (what every real request hits: no parameter parsing or validation on the hot path),
 * and the parameterised pattern behind them, which validates its params and answers
 * any other sport or division with a Spanish 404.
 */
export function registerLeagueRoutes(app: FastifyInstance, spec: LeagueRouteSpec): void {
  // Handlers return nothing: a returned reply would go through Fastify's thenable path.
  const handlers = new Map<LeagueKey, EntryHandler>();
  for (const { key, sport, division } of LEAGUES) {
    const handler = spec.handlerFor(key, { sport, division });
    handlers.set(key, handler);
    const url = spec.pattern.replace(":sport", sport).replace(":division", division);
    app.get(url, { schema: { response: spec.response } }, handler);
  }
  // The type provider types `request.params` from the same schema that validates them.
  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .get(
      spec.pattern,
      { schema: { params: leagueParamsSchema, response: spec.response } },
      (request, reply) => {
        const key = toLeagueKey(request.params.sport, request.params.division);
        const handler = key && handlers.get(key);
        if (handler) handler(request, reply);
        else reply.code(404).send({ error: NOT_FOUND_LEAGUE });
      },
    );
}
