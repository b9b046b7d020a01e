import { toLeagueKey } from "@casa/shared";
import type { FastifyPluginAsync } from "fastify";
import { errorSchema, leagueParamsSchema } from "./schemas.js";
import { createEntrySender, NOT_FOUND_LEAGUE } from "./send-entry.js";
import type { DataRoutesOptions, LeagueParams } from "./standings.js";

/**
 * `GET /api/fixtures/:sport/:division.ics`: the upcoming matches as a calendar a phone
 * can subscribe to. Calendar apps poll rarely, so an hour of caching costs nothing.
 */
export const calendarRoutes: FastifyPluginAsync<DataRoutesOptions> = async (app, { cache, guard }) => {
  const send = createEntrySender(cache, guard, "public, max-age=3600");

  app.get<{ Params: LeagueParams }>(
    "/api/fixtures/:sport/:division.ics",
    {
      schema: {
        params: leagueParamsSchema,
        response: { 200: { type: "string" }, 304: { type: "null" }, 404: errorSchema },
      },
    },
    (request, reply) => {
      const { sport, division } = request.params;
      const key = toLeagueKey(sport, division);
      if (!key) return guard.decorate(request, reply).code(404).send({ error: NOT_FOUND_LEAGUE });
      return send(request, reply, "fixtures", key, "ics", {
        "content-disposition": `inline; filename="casa-${sport}-${division}.ics"`,
      });
    },
  );
};
