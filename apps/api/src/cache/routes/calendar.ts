import type { FastifyPluginAsync } from "fastify";
import { registerLeagueRoutes } from "./league-routes.js";
import { errorSchema } from "./schemas.js";
import { createEntrySender } from "./send-entry.js";
import type { DataRoutesOptions } from "./standings.js";

/**
 * `GET /api/fixtures/:sport/:division.ics`: the upcoming matches as a calendar a phone
 * can subscribe to. Calendar apps poll rarely, so an hour of caching costs nothing.
 */
export const calendarRoutes: FastifyPluginAsync<DataRoutesOptions> = async (app, { cache, guard }) => {
  const send = createEntrySender(cache, guard, "public, max-age=3600");

  registerLeagueRoutes(app, {
    pattern: "/api/fixtures/:sport/:division.ics",
    response: { 200: { type: "string" }, 304: { type: "null" }, 404: errorSchema },
    handlerFor: (key, { sport, division }) =>
      send("fixtures", key, "ics", {
        "content-disposition": `inline; filename="casa-${sport}-${division}.ics"`,
      }),
  });
};
