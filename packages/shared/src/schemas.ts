import { Type } from "typebox";

/**
 * The league service's answers as JSON schemas (TypeBox), defined once: Fastify
 * validates and serialises with them, and their `Static` types (in `league.ts`) are
 * what the API and the web's reader speak. A separate entry point
 * (`@casa/shared/schemas`) so the web, which needs only the types, never bundles the
 * schema builder. Field names are the Spanish ones the site has always read
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

/** `GET /api/standings/:sport/:division`. */
export const StandingsResponseSchema = Type.Object({
  standings: Type.Array(StandingRowSchema),
  ...DataFreshnessProperties,
});

/** Who played, when and where our club stood: shared by an upcoming match and a finished one. */
const MatchProperties = {
  local: Type.String({ description: "Home team" }),
  visitante: Type.String({ description: "Away team" }),
  fecha: Type.String({ pattern: "^\\d{2}/\\d{2}/\\d{4}$", description: "Buenos Aires date, dd/mm/yyyy" }),
  hora: Type.String({ pattern: "^\\d{2}:\\d{2}$", description: "Buenos Aires time, hh:mm" }),
  es_casa_local: Type.Boolean({ description: "True when our club is the home team" }),
};

/** An upcoming match (docs/product.md#league-pages). */
export const FixtureSchema = Type.Object({
  ...MatchProperties,
  lugar: Type.Optional(Type.String({ description: "Venue, when the league publishes it" })),
});

/** One volleyball set's points, home and away. */
export const SetScoreSchema = Type.Object({
  local: count("Home team's points in the set"),
  visitante: count("Away team's points in the set"),
});

/**
 * One of our club's finished matches with its final score, as the league publishes it
 * (an official result: it replaces the club's own post of the same match).
 */
export const OfficialResultSchema = Type.Object({
  ...MatchProperties,
  tantos_local: count("Home team's sets (volleyball) or points (basketball)"),
  tantos_visitante: count("Away team's sets (volleyball) or points (basketball)"),
  sets: Type.Optional(
    Type.Array(SetScoreSchema, { description: "Volleyball: each set's points, in order, when published" }),
  ),
});

/** `GET /api/fixtures/:sport/:division`. */
export const FixturesResponseSchema = Type.Object({
  fixtures: Type.Array(FixtureSchema),
  // Always sent (empty when the league publishes none); readers of older answers
  // should take a missing list as empty.
  resultados: Type.Array(OfficialResultSchema, {
    description: "Our club's finished matches with the league's score, oldest first; empty when none",
  }),
  ...DataFreshnessProperties,
});

/** The body of every 4xx/5xx answer of the API: a Spanish message. */
export const ApiErrorSchema = Type.Object({ error: Type.String() });
