// Each team's sport, for the editor's check of a match result (admin/check-results.js):
// a volleyball score is held to volleyball's rules. The sport is the team's activity's
// `deporte_de_equipo`, so the editor is given it from the activities (written beside it
// by scripts/build-admin.mjs, served by the dev server: scripts/vite-admin.ts).
import { join } from "node:path";
import { collectionFiles, contentDir } from "../../src/site-data/content-files/paths.ts";
import { markdownFile } from "../../src/site-data/content-files/read-once.ts";

/** The file's name beside the editor: `/admin/equipos.json`. */
export const TEAM_SPORTS_FILE = "equipos.json";

/** The sports whose score the editor checks (TeamSport, types-results.ts). */
const TEAM_SPORTS = new Set(["basquet", "voley"]);

/**
 * `{ "<activity's file name>": "basquet" | "voley" }` for every activity of `dir` that is
 * a team, drafts included (a team's first result may come before its page is published).
 * Read as the build reads the activities (read-once.ts: once per process); whether each
 * file is right is the content check's to say.
 * @param {string} [dir] the content folder
 * @returns {Record<string, "basquet" | "voley">}
 */
export function teamSports(dir = contentDir()) {
  const sports = {};
  for (const { id, file } of collectionFiles(join(dir, "actividades"), ".md")) {
    const { data } = markdownFile(file);
    const sport = data?.deporte_de_equipo;
    if (TEAM_SPORTS.has(sport)) sports[id] = sport;
  }
  return sports;
}
