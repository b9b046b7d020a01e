export type { ApiError } from "./api-error.js";
export type { Fixture, FixturesResponse } from "./fixtures.js";
export * from "./league.js";
export type { DataFreshness, StandingRow, StandingsResponse } from "./standings.js";
export * from "./volley-fallback.js";
