/**
 * The build's clock: the day whose earlier events leave the pages and from which the
 * club's years are counted. `SITE_TODAY` (`2026-11-22`) pins it: the test command does,
 * so a test run never depends on the day it runs (docs/quality.md, "Time in tests").
 * Unset, it is today in Buenos Aires, as production and `npm start` want.
 */
import { buenosAiresToday } from "../../lib/buenos-aires-day.ts";

type Env = Record<string, string | undefined>;

/** Today in Buenos Aires as the build sees it (`2026-11-22`). */
export function siteToday(env: Env = process.env, now = new Date()): string {
  const pinned = env.SITE_TODAY?.trim();
  if (!pinned) return buenosAiresToday(now);
  const time = Date.parse(`${pinned}T00:00:00Z`);
  const valid =
    /^\d{4}-\d{2}-\d{2}$/.test(pinned) &&
    !Number.isNaN(time) &&
    new Date(time).toISOString().startsWith(pinned);
  if (!valid) throw new Error(`SITE_TODAY: "${pinned}" no es una fecha AAAA-MM-DD (por ejemplo 2026-11-22)`);
  return pinned;
}

/** The build's "now", what its calendar files are stamped with: noon of its day in Buenos Aires. */
export function siteNow(env: Env = process.env): Date {
  return new Date(`${siteToday(env)}T12:00:00-03:00`);
}
