import type { StandingRow } from "@casa/shared";
import type { InertiaPage } from "./metrovoley-inertia.js";
import { isJsonObject, type Json, pick, toNumber } from "./pick.js";
import { cleanText } from "./text.js";

/**
 * metrovoley's standings page has never been recorded, so this parser is written
 * against the Inertia envelope with the field names such a page would plausibly use.
 * Accepted shapes (first match wins):
 *
 * - the table: `props.standings`, `props.table`, `props.positions`,
 *   `props.tournament.standings`; each either an array of rows, a paginated
 *   `{ data: [...] }`, or an array of groups `{ name, rows | standings | teams: [...] }`
 *   (then the group holding our club is used);
 * - per row, in {@link FIELDS}: team name, position, points, played, won, lost, and
 *   optionally sets and points for/against.
 *
 * Anything else throws a descriptive error: the scraper then keeps the last good table
 * and the health endpoint shows the message.
 */

const TABLE_PATHS = ["standings", "table", "positions", "tournament.standings"] as const;
const GROUP_ROWS = ["rows", "standings", "teams", "positions"] as const;

const FIELDS = {
  team: ["team.name", "teamName", "team_name", "club.name", "name", "team"],
  clubId: ["team.clubId", "team.club_id", "clubId", "club_id", "club.id"],
  position: ["position", "pos", "rank", "place"],
  points: ["points", "pts"],
  played: ["played", "matchesPlayed", "matches_played", "gamesPlayed", "pj"],
  won: ["won", "wins", "matchesWon", "matches_won", "pg"],
  lost: ["lost", "losses", "matchesLost", "matches_lost", "pp"],
  setsFor: ["setsWon", "setsFor", "sets_won", "sets_for", "sf"],
  setsAgainst: ["setsLost", "setsAgainst", "sets_lost", "sets_against", "sc"],
  pointsFor: ["pointsFor", "pointsWon", "points_for", "pf"],
  pointsAgainst: ["pointsAgainst", "pointsLost", "points_against", "pc"],
} as const;

const REQUIRED = ["team", "points", "played", "won", "lost"] as const;

/** Which pair fills `favor`/`contra`: Primera's table shows sets, Tira A and B show points. */
export type ScoreColumns = "sets" | "points";

export interface MetrovoleyStandingsOptions {
  /** Our club, to choose the group when the page holds several. */
  isOurTeam: (name: string, clubId: number | undefined) => boolean;
  scoreColumns: ScoreColumns;
}

export function parseMetrovoleyStandings(
  page: InertiaPage,
  options: MetrovoleyStandingsOptions,
): StandingRow[] {
  const rows = findRows(page.props, options);
  if (rows.length === 0) return [];
  const first = rows[0] as Json;
  const missing = REQUIRED.filter((field) => pick(first, FIELDS[field]) === undefined);
  if (missing.length > 0) {
    throw new Error(
      `la tabla de metrovoley no trae ${missing.join(", ")} (campos de la fila: ${Object.keys(first).join(", ")})`,
    );
  }
  return rows.map((row, index) => toStandingRow(row, index, options.scoreColumns));
}

function findRows(props: Json, options: MetrovoleyStandingsOptions): Json[] {
  const table = pick(props, TABLE_PATHS);
  if (table === undefined) {
    throw new Error(
      `la página de metrovoley no trae la tabla (props: ${Object.keys(props).join(", ") || "ninguna"})`,
    );
  }
  const list = Array.isArray(table)
    ? table
    : isJsonObject(table) && Array.isArray(table.data)
      ? table.data
      : undefined;
  if (!list) throw new Error("la tabla de metrovoley no es una lista");
  if (!list.every(isJsonObject)) throw new Error("la tabla de metrovoley tiene filas que no son objetos");
  const groups = list.filter((item) => GROUP_ROWS.some((field) => Array.isArray(item[field])));
  if (groups.length === 0 || groups.length !== list.length) return list;
  const rowsOf = (group: Json) => (pick(group, GROUP_ROWS) as unknown[]).filter(isJsonObject);
  if (groups.length === 1) return rowsOf(groups[0] as Json);
  const ours = groups.find((group) =>
    rowsOf(group).some((row) => options.isOurTeam(teamName(row), clubIdOf(row))),
  );
  if (!ours)
    throw new Error(`la tabla de metrovoley tiene ${groups.length} grupos y ninguno incluye a nuestro club`);
  return rowsOf(ours);
}

function toStandingRow(row: Json, index: number, scoreColumns: ScoreColumns): StandingRow {
  const number = (field: keyof typeof FIELDS) => toNumber(pick(row, FIELDS[field]));
  const position = pick(row, FIELDS.position);
  const sets = [pick(row, FIELDS.setsFor), pick(row, FIELDS.setsAgainst)];
  const points = [pick(row, FIELDS.pointsFor), pick(row, FIELDS.pointsAgainst)];
  const preferred = scoreColumns === "sets" ? [sets, points] : [points, sets];
  const [favor, contra] = preferred.find(([f, c]) => f !== undefined && c !== undefined) ?? [0, 0];
  return {
    posicion: position === undefined ? index + 1 : toNumber(position),
    equipo: teamName(row),
    puntos: number("points"),
    jugados: number("played"),
    ganados: number("won"),
    perdidos: number("lost"),
    favor: toNumber(favor),
    contra: toNumber(contra),
  };
}

function teamName(row: Json): string {
  const name = pick(row, FIELDS.team);
  return typeof name === "string" ? cleanText(name) : "";
}

function clubIdOf(row: Json): number | undefined {
  const id = toNumber(pick(row, FIELDS.clubId));
  return Number.isNaN(id) ? undefined : id;
}
