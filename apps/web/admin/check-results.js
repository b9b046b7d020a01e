// Loaded by index.html. A match result the build would refuse (a date after today, a
// volleyball score no match can end with: result-checks.js) is refused when the staff
// save it, with the reason in Spanish: Decap's notice reads "No se ha podido guardar la
// entrada: <the reason>", the form stays as it was and nothing is written. Decap runs
// every `preSave` listener before it writes anything and shows what one throws.
import { buenosAiresToday, resultProblem } from "./result-checks.js";

/**
 * Each team's sport by its activity's file name, `{ "voley-primera": "voley" }`, as the
 * activities said when the editor was built (scripts/admin/team-sports.mjs). A team added
 * since is not in it: its volleyball score is checked by the next build only.
 * @type {Promise<Record<string, "basquet" | "voley">>}
 */
const teamSports = fetch("/admin/equipos.json")
  .then((response) => (response.ok ? response.json() : {}))
  .catch(() => ({}));

/** The reason alone in Decap's notice, which prints the error as text ("Error: …" otherwise). */
class ResultProblem extends Error {
  toString() {
    return this.message;
  }
}

window.CMS.registerEventListener({
  name: "preSave",
  handler: async ({ entry }) => {
    if (entry.get("collection") !== "resultados") return undefined;
    const data = entry.get("data").toJS();
    const sports = await teamSports;
    const sport = Object.hasOwn(sports, data.equipo) ? sports[data.equipo] : undefined;
    const problem = resultProblem(data, sport, buenosAiresToday());
    if (problem) throw new ResultProblem(problem);
    return undefined;
  },
});
