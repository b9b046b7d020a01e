import { createHash } from "node:crypto";
import { type Fixture, leagueOf, type OfficialResult } from "@casa/shared";
import { type CalendarEvent, calendarFile } from "@casa/shared/icalendar";
import type { FixturesEntry, StoredResult } from "./entry.js";
import { officialResults, type RenderedEntry, upcomingFixtures, withEtag } from "./render-entry.js";

/** Leagues publish start times only. */
const MATCH_MINUTES = 120;

/** How long a played match stays in the calendar, with its score: the weeks a fan looks back. */
const RESULT_DAYS = 60;
const DAY_MS = 86_400_000;

/**
 * A fixtures entry as a subscribable iCalendar feed of the league's upcoming matches and
 * the last {@link RESULT_DAYS} days' results, read again by phone calendars every 6 hours.
 * A played match keeps its event (same UID) and gets its final score in the title. The
 * volleyball backup matches are invented dates: they never go into anyone's phone
 * calendar, so a fallback entry gives an empty calendar that says why.
 */
export function renderCalendar(entry: FixturesEntry, now: Date): RenderedEntry {
  const { sportLabel, divisionLabel } = leagueOf(entry.key);
  const name = `CASA de Padua - ${sportLabel} ${divisionLabel}`;
  const isFallback = entry.origin === "fallback";
  const upcoming = isFallback
    ? { fixtures: [], expiresAt: Number.POSITIVE_INFINITY }
    : upcomingFixtures(entry, now);
  const played = isFallback
    ? { results: [], expiresAt: Number.POSITIVE_INFINITY }
    : recentResults(entry, now);
  const body = calendarFile({
    product: "Servicio de ligas",
    name,
    description: calendarDescription(entry.source, isFallback),
    refreshHours: 6,
    // When the data was obtained, not now: unchanged data gives identical bytes (and ETag).
    stamp: new Date(entry.last_update),
    events: [
      ...played.results.map((result) => resultEvent(entry.key, name, result)),
      ...upcoming.fixtures.map((fixture) => matchEvent(entry.key, name, fixture)),
    ],
  });
  return withEtag(body, Math.min(upcoming.expiresAt, played.expiresAt));
}

/** Results of the last {@link RESULT_DAYS} days, and when the oldest of them leaves the calendar. */
function recentResults(entry: FixturesEntry, now: Date): { results: StoredResult[]; expiresAt: number } {
  const leaves = (result: StoredResult) => Date.parse(result.starts_at) + RESULT_DAYS * DAY_MS;
  const results = officialResults(entry).filter((result) => leaves(result) > now.getTime());
  return { results, expiresAt: results[0] ? leaves(results[0]) : Number.POSITIVE_INFINITY };
}

function resultEvent(key: string, leagueName: string, result: OfficialResult): CalendarEvent {
  const score = `${result.tantos_local}-${result.tantos_visitante}`;
  const sets = result.sets ? ` (${result.sets.map((s) => `${s.local}-${s.visitante}`).join(", ")})` : "";
  return {
    ...matchEvent(key, leagueName, result),
    summary: `${result.local} ${score} ${result.visitante}`,
    description: `${leagueName}. ${result.es_casa_local ? "Local" : "Visitante"}. Resultado final: ${score}${sets}.`,
  };
}

function matchEvent(key: string, leagueName: string, fixture: Fixture | OfficialResult): CalendarEvent {
  const [day, month, year] = fixture.fecha.split("/");
  return {
    uid: matchUid(key, fixture),
    start: { date: `${year}-${month}-${day}`, time: fixture.hora },
    durationMinutes: MATCH_MINUTES,
    summary: `${fixture.local} vs ${fixture.visitante}`,
    ...("lugar" in fixture && fixture.lugar ? { location: fixture.lugar } : {}),
    description: `${leagueName}. ${fixture.es_casa_local ? "Local" : "Visitante"}.`,
    busy: true,
  };
}

/**
 * Same league, teams and day: same event, whatever its time, so a phone calendar
 * updates the match (say, a new kick-off time) instead of duplicating it.
 */
export function matchUid(key: string, fixture: Pick<Fixture, "local" | "visitante" | "fecha">): string {
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
  return `Próximos partidos del club y resultados de los últimos ${RESULT_DAYS} días. Fuente: ${source}`;
}
