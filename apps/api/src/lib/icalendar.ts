import { createHash } from "node:crypto";
import {
  BUENOS_AIRES_TZ,
  BUENOS_AIRES_VTIMEZONE,
  calendarText,
  escapeText,
  type Fixture,
  utcStamp,
} from "@casa/shared";

/**
 * A subscribable iCalendar feed (RFC 5545) of a league's upcoming matches: CRLF lines
 * folded at 75 octets, the Buenos Aires zone declared (UTC-3, no daylight saving),
 * local start times, and UIDs derived from league, teams and date so a phone calendar
 * updates an event (say, a new kick-off time) instead of duplicating it.
 */
export interface CalendarInput {
  /** `voley/primera`: part of every UID. */
  key: string;
  name: string;
  description: string;
  fixtures: Fixture[];
  /** DTSTAMP of every event: when the data was obtained, so unchanged data gives identical bytes. */
  updatedAt: Date;
  /** Match length; leagues publish start times only. */
  durationMinutes?: number;
}

export function buildCalendar(input: CalendarInput): string {
  const stamp = utcStamp(input.updatedAt);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Club Atletico San Antonio de Padua//Servicio de ligas//ES",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(input.name)}`,
    `X-WR-CALDESC:${escapeText(input.description)}`,
    `X-WR-TIMEZONE:${BUENOS_AIRES_TZ}`,
    "REFRESH-INTERVAL;VALUE=DURATION:PT6H",
    "X-PUBLISHED-TTL:PT6H",
    ...BUENOS_AIRES_VTIMEZONE,
    ...input.fixtures.flatMap((fixture) => eventLines(input, fixture, stamp)),
    "END:VCALENDAR",
  ];
  return calendarText(lines);
}

function eventLines(input: CalendarInput, fixture: Fixture, stamp: string): string[] {
  const [day, month, year] = fixture.fecha.split("/");
  const [hour, minute] = fixture.hora.split(":");
  return [
    "BEGIN:VEVENT",
    `UID:${eventUid(input.key, fixture)}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;TZID=${BUENOS_AIRES_TZ}:${year}${month}${day}T${hour}${minute}00`,
    `DURATION:PT${input.durationMinutes ?? 120}M`,
    `SUMMARY:${escapeText(`${fixture.local} vs ${fixture.visitante}`)}`,
    ...(fixture.lugar ? [`LOCATION:${escapeText(fixture.lugar)}`] : []),
    `DESCRIPTION:${escapeText(`${input.name}. ${fixture.es_casa_local ? "Local" : "Visitante"}.`)}`,
    "STATUS:CONFIRMED",
    "TRANSP:OPAQUE",
    "END:VEVENT",
  ];
}

/** Same league, teams and day: same event, whatever its time. */
export function eventUid(key: string, fixture: Fixture): string {
  const identity = [key, fixture.local.toUpperCase(), fixture.visitante.toUpperCase(), fixture.fecha].join(
    "|",
  );
  return `${createHash("sha1").update(identity).digest("hex").slice(0, 24)}@ligas.casadepadua`;
}
