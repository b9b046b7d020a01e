import { leagueOf } from "@casa/shared";
import { buildCalendar } from "../lib/icalendar.js";
import type { FixturesEntry } from "./entry.js";
import { type RenderedEntry, upcomingFixtures, withEtag } from "./render-entry.js";

/**
 * A fixtures entry as an iCalendar feed. The volleyball backup matches are invented
 * dates: they never go into anyone's phone calendar, so a fallback entry gives an
 * empty calendar that says why.
 */
export function renderCalendar(entry: FixturesEntry, now: Date): RenderedEntry {
  const { sportLabel, divisionLabel } = leagueOf(entry.key);
  const name = `CASA de Padua - ${sportLabel} ${divisionLabel}`;
  const isFallback = entry.origin === "fallback";
  const { fixtures, expiresAt } = isFallback
    ? { fixtures: [], expiresAt: Number.POSITIVE_INFINITY }
    : upcomingFixtures(entry, now);
  const description = calendarDescription(entry.source, isFallback);
  const body = buildCalendar({
    key: entry.key,
    name,
    description,
    fixtures,
    updatedAt: new Date(entry.last_update),
  });
  return withEtag(body, expiresAt);
}

/** Seeded entries name no page in their `source` ("sin fuente: …", "fallback:…"). */
const UNKNOWN_SOURCE = /^(?:sin fuente|fallback)\s*:/i;

/**
 * The feed's description: where the matches come from when a league page is known,
 * and an honest sentence when it is not (never "Fuente: sin fuente: …").
 */
function calendarDescription(source: string, isFallback: boolean): string {
  if (isFallback || UNKNOWN_SOURCE.test(source) || source.trim() === "") {
    return "Próximos partidos del club. Todavía no hay un fixture de la liga disponible.";
  }
  return `Próximos partidos del club. Fuente: ${source}`;
}
