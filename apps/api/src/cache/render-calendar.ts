import { createHash } from "node:crypto";
import { type Fixture, leagueOf } from "@casa/shared";
import { type CalendarEvent, calendarFile } from "@casa/shared/icalendar";
import type { FixturesEntry } from "./entry.js";
import { type RenderedEntry, upcomingFixtures, withEtag } from "./render-entry.js";

/** Leagues publish start times only. */
const MATCH_MINUTES = 120;

/**
 * A fixtures entry as a subscribable iCalendar feed of the league's upcoming matches,
 * read again by phone calendars every 6 hours. The volleyball backup matches are
 * invented dates: they never go into anyone's phone calendar, so a fallback entry gives
 * an empty calendar that says why.
 */
export function renderCalendar(entry: FixturesEntry, now: Date): RenderedEntry {
  const { sportLabel, divisionLabel } = leagueOf(entry.key);
  const name = `CASA de Padua - ${sportLabel} ${divisionLabel}`;
  const isFallback = entry.origin === "fallback";
  const { fixtures, expiresAt } = isFallback
    ? { fixtures: [], expiresAt: Number.POSITIVE_INFINITY }
    : upcomingFixtures(entry, now);
  const body = calendarFile({
    product: "Servicio de ligas",
    name,
    description: calendarDescription(entry.source, isFallback),
    refreshHours: 6,
    // When the data was obtained, not now: unchanged data gives identical bytes (and ETag).
    stamp: new Date(entry.last_update),
    events: fixtures.map((fixture) => matchEvent(entry.key, name, fixture)),
  });
  return withEtag(body, expiresAt);
}

function matchEvent(key: string, leagueName: string, fixture: Fixture): CalendarEvent {
  const [day, month, year] = fixture.fecha.split("/");
  return {
    uid: matchUid(key, fixture),
    start: { date: `${year}-${month}-${day}`, time: fixture.hora },
    durationMinutes: MATCH_MINUTES,
    summary: `${fixture.local} vs ${fixture.visitante}`,
    ...(fixture.lugar ? { location: fixture.lugar } : {}),
    description: `${leagueName}. ${fixture.es_casa_local ? "Local" : "Visitante"}.`,
    busy: true,
  };
}

/**
 * Same league, teams and day: same event, whatever its time, so a phone calendar
 * updates the match (say, a new kick-off time) instead of duplicating it.
 */
export function matchUid(key: string, fixture: Fixture): string {
  const identity = [key, fixture.local.toUpperCase(), fixture.visitante.toUpperCase(), fixture.fecha].join(
    "|",
  );
  return `${createHash("sha1").update(identity).digest("hex").slice(0, 24)}@ligas.casadepadua`;
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
