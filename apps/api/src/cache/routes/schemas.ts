import { ApiErrorSchema, FixturesResponseSchema, StandingsResponseSchema } from "@casa/shared/schemas";
import { Type } from "typebox";

/**
 * The API's schemas. The answers' shapes come from `@casa/shared/schemas`, where the
 * TypeScript types the web reads are derived from the same definitions: Fastify
 * serialises non-cached answers and validates params with them.
 */
export const leagueParamsSchema = Type.Object(
  {
    sport: Type.String({ maxLength: 40 }),
    division: Type.String({ maxLength: 40 }),
  },
  { additionalProperties: false },
);

export const errorSchema = ApiErrorSchema;
export const standingsResponseSchema = StandingsResponseSchema;
export const fixturesResponseSchema = FixturesResponseSchema;

/** Responses of a cached data route: the data, "not modified", or a JSON error. */
export const dataResponses = (ok: object) => ({ 200: ok, 304: Type.Null(), 404: errorSchema }) as const;
