/**
 * JSON schemas of the API's answers: they document the shapes of `@casa/shared` for
 * Fastify (validation of params, serialisation of non-cached answers).
 */

export const leagueParamsSchema = {
  type: "object",
  properties: {
    sport: { type: "string", maxLength: 40 },
    division: { type: "string", maxLength: 40 },
  },
  required: ["sport", "division"],
  additionalProperties: false,
} as const;

export const errorSchema = {
  type: "object",
  properties: { error: { type: "string" } },
  required: ["error"],
} as const;

const freshnessProperties = {
  last_update: { type: "string", description: "ISO 8601 con zona horaria" },
  source: { type: "string" },
  stale: { type: "boolean" },
  error: { type: "string" },
} as const;

export const standingsResponseSchema = {
  type: "object",
  properties: {
    standings: {
      type: "array",
      items: {
        type: "object",
        properties: {
          posicion: { type: "integer" },
          equipo: { type: "string" },
          puntos: { type: "integer" },
          jugados: { type: "integer" },
          ganados: { type: "integer" },
          perdidos: { type: "integer" },
          favor: { type: "integer" },
          contra: { type: "integer" },
        },
        required: ["posicion", "equipo", "puntos", "jugados", "ganados", "perdidos", "favor", "contra"],
      },
    },
    ...freshnessProperties,
  },
  required: ["standings", "last_update", "source", "stale"],
} as const;

export const fixturesResponseSchema = {
  type: "object",
  properties: {
    fixtures: {
      type: "array",
      items: {
        type: "object",
        properties: {
          local: { type: "string" },
          visitante: { type: "string" },
          fecha: { type: "string", pattern: "^\\d{2}/\\d{2}/\\d{4}$" },
          hora: { type: "string", pattern: "^\\d{2}:\\d{2}$" },
          es_casa_local: { type: "boolean" },
          lugar: { type: "string" },
        },
        required: ["local", "visitante", "fecha", "hora", "es_casa_local"],
      },
    },
    ...freshnessProperties,
  },
  required: ["fixtures", "last_update", "source", "stale"],
} as const;

/** Responses of a cached data route: the data, "not modified", or a JSON error. */
export const dataResponses = (ok: object) => ({ 200: ok, 304: { type: "null" }, 404: errorSchema }) as const;
