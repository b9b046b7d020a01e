import { toLeagueKey } from "@casa/shared";
import type { FastifyPluginAsync } from "fastify";
import { errorSchema, leagueParamsSchema } from "./schemas.js";
import { NOT_FOUND_LEAGUE, sendEntry } from "./send-entry.js";
import type { DataRoutesOptions } from "./standings.js";

/**
 * `GET /api/fixtures/:sport/:division.ics`: the upcoming matches as a calendar a phone
 * can subscribe to. Calendar apps poll rarely, so an hour of caching costs nothing.
 */
export const calendarRoutes: FastifyPluginAsync<DataRoutesOptions> = async (app, { cache }) => {
  app.get<{ Params: { sport: string; division: string } }>(
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
      if (!key) return reply.code(404).send({ error: NOT_FOUND_LEAGUE });
      reply.header("content-disposition", `inline; filename="casa-${sport}-${division}.ics"`);
      return sendEntry(request, reply, cache, "fixtures", key, "public, max-age=3600", "ics");
    },
  );
};
