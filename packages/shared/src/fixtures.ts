import { type Static, Type } from "typebox";
import { DataFreshnessProperties } from "./standings.js";

/** An upcoming match (docs/product.md#league-pages). */
export const FixtureSchema = Type.Object({
  local: Type.String({ description: "Home team" }),
  visitante: Type.String({ description: "Away team" }),
  fecha: Type.String({ pattern: "^\\d{2}/\\d{2}/\\d{4}$", description: "Buenos Aires date, dd/mm/yyyy" }),
  hora: Type.String({ pattern: "^\\d{2}:\\d{2}$", description: "Buenos Aires time, hh:mm" }),
  es_casa_local: Type.Boolean({ description: "True when our club is the home team" }),
  lugar: Type.Optional(Type.String({ description: "Venue, when the league publishes it" })),
});
export type Fixture = Static<typeof FixtureSchema>;

/** `GET /api/fixtures/:sport/:division`. */
export const FixturesResponseSchema = Type.Object({
  fixtures: Type.Array(FixtureSchema),
  ...DataFreshnessProperties,
});
export type FixturesResponse = Static<typeof FixturesResponseSchema>;
