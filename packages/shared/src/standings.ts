import { type Static, Type } from "typebox";

/**
 * The league service's answers, defined once: each schema is the JSON schema Fastify
 * validates and serialises with, and its `Static` type is what the API and the web's
 * reader speak. Field names are the Spanish ones the site has always read
 * (docs/product.md#league-pages).
 */

const count = (description: string) => Type.Integer({ minimum: 0, description });

/** One team's line in a league table, as the API sends it. */
export const StandingRowSchema = Type.Object({
  posicion: Type.Integer({ minimum: 1, description: "Position in the table, 1-based" }),
  equipo: Type.String({ description: "Team name as the league writes it, trimmed (`CASA (PADUA)`)" }),
  puntos: count("League points"),
  jugados: count("Matches played"),
  ganados: count("Matches won"),
  perdidos: count("Matches lost"),
  favor: count("Points (basketball) or sets / points (volleyball) scored"),
  contra: count("Points (basketball) or sets / points (volleyball) conceded"),
});
export type StandingRow = Static<typeof StandingRowSchema>;

/** Where the data came from and how fresh it is; shared by every data answer. */
export const DataFreshnessProperties = {
  last_update: Type.String({
    description: "When the data was last obtained from its source: ISO 8601 with offset",
  }),
  source: Type.String({
    description:
      "The league page read, or `fallback:...` for the club's built-in backup (not a real league table)",
  }),
  stale: Type.Boolean({ description: "True when the last refresh failed and older data is served" }),
  error: Type.Optional(Type.String({ description: "The last refresh error, when there is one" })),
};
export const DataFreshnessSchema = Type.Object(DataFreshnessProperties);
export type DataFreshness = Static<typeof DataFreshnessSchema>;

/** `GET /api/standings/:sport/:division`. */
export const StandingsResponseSchema = Type.Object({
  standings: Type.Array(StandingRowSchema),
  ...DataFreshnessProperties,
});
export type StandingsResponse = Static<typeof StandingsResponseSchema>;
