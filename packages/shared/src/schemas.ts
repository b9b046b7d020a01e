/**
 * The JSON schemas of the league service's answers (TypeBox), for the API's routes.
 * A separate entry point (`@casa/shared/schemas`) so the web, which needs only the
 * types, never bundles the schema builder.
 */
export { ApiErrorSchema } from "./api-error.js";
export { FixtureSchema, FixturesResponseSchema } from "./fixtures.js";
export {
  DataFreshnessProperties,
  DataFreshnessSchema,
  StandingRowSchema,
  StandingsResponseSchema,
} from "./standings.js";
