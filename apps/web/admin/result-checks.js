// What the editor refuses to save in a match result (check-results.js), before the build
// would refuse it (the content check, src/site-data/content-files/): pure, so that its
// unit test (scripts/admin/result-checks.test.ts) runs without a browser.

/**
 * Today's date in Buenos Aires, `2026-11-22`, from the device's clock: Argentina keeps
 * UTC−3 all year, as src/lib/buenos-aires-day.ts (which this plain script cannot import).
 * @param {Date} [now]
 */
export function buenosAiresToday(now = new Date()) {
  return new Date(now.getTime() - 3 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** `2026-11-22` as the editor's date field shows it, `22/11/2026`. */
const shown = (date) => date.split("-").reverse().join("/");

/**
 * What is wrong with a result, in Spanish for the staff, starting with the field's label
 * as the editor shows it (config.yml), or `undefined`.
 * `data` is the entry's fields as Decap saves them (`fecha`, `tantos_casa`,
 * `tantos_rival`, `sets`), `sport` its team's (`deporte_de_equipo` of the team's activity;
 * `undefined` when the editor does not know it, and then only the date is checked), and
 * `today` Buenos Aires' date (buenosAiresToday).
 * @param {{ fecha?: unknown, tantos_casa?: unknown, tantos_rival?: unknown, sets?: unknown }} data
 * @param {"basquet" | "voley" | undefined} sport
 * @param {string} today
 * @returns {string | undefined}
 */
export function resultProblem(data, sport, today) {
  const date = typeof data.fecha === "string" ? data.fecha.slice(0, 10) : "";
  if (date > today) {
    return `Día del partido: el ${shown(date)} todavía no llegó (hoy es ${shown(today)}). Cargá el resultado cuando el partido ya se jugó.`;
  }
  if (sport !== "voley") return undefined;
  const club = data.tantos_casa;
  const rival = data.tantos_rival;
  // A score that is not a number is the number fields' own mistake: Decap says it there.
  if (!Number.isInteger(club) || !Number.isInteger(rival)) return undefined;
  const score = `${club} a ${rival}`;
  if (club === rival) {
    return `Puntos o sets: en vóley no hay empate (dice ${score}). Van los sets que ganó cada equipo, y el que gana llega a 3 (o a 2 si jugaron al mejor de 3).`;
  }
  const winner = Math.max(club, rival);
  if (winner !== 2 && winner !== 3) {
    return `Puntos o sets: en vóley van los sets que ganó cada equipo, y el que gana llega a 3 (o a 2 si jugaron al mejor de 3); dice ${score}.`;
  }
  const sets = Array.isArray(data.sets) ? data.sets.length : 0;
  if (sets > 0 && sets !== club + rival) {
    return `Puntos de cada set: hay ${sets} ${sets === 1 ? "set" : "sets"} y el resultado, ${score}, suma ${club + rival}. Cargá uno por set jugado, o dejá la lista vacía.`;
  }
  return undefined;
}
