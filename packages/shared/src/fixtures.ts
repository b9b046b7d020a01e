import type { DataFreshness } from "./standings.js";

/** An upcoming match (spec, section 3). */
export interface Fixture {
  /** Home team. */
  local: string;
  /** Away team. */
  visitante: string;
  /** Date in Buenos Aires time, `dd/mm/yyyy`. */
  fecha: string;
  /** Time in Buenos Aires time, `hh:mm`. */
  hora: string;
  /** True when our club is the home team. */
  es_casa_local: boolean;
  /** Venue, when the league publishes it. */
  lugar?: string;
}

/** `GET /api/fixtures/:sport/:division`. */
export interface FixturesResponse extends DataFreshness {
  fixtures: Fixture[];
}
