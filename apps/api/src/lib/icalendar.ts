import { createHash } from "node:crypto";
import type { Fixture } from "@casa/shared";
import { BUENOS_AIRES_TZ } from "./buenos-aires-time.js";

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

const VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  `TZID:${BUENOS_AIRES_TZ}`,
  `X-LIC-LOCATION:${BUENOS_AIRES_TZ}`,
  "BEGIN:STANDARD",
  "TZOFFSETFROM:-0300",
  "TZOFFSETTO:-0300",
  "TZNAME:-03",
  "DTSTART:19700101T000000",
  "END:STANDARD",
  "END:VTIMEZONE",
];

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
    ...VTIMEZONE,
    ...input.fixtures.flatMap((fixture) => eventLines(input, fixture, stamp)),
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
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

function utcStamp(date: Date): string {
  return `${date.toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`;
}

/** RFC 5545 TEXT: backslash, semicolon, comma and new lines escaped. */
export function escapeText(text: string): string {
  return text.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** Lines longer than 75 octets continue on the next line after CRLF and a space, never mid-character. */
export function foldLine(line: string): string {
  if (Buffer.byteLength(line) <= 75) return line;
  const parts: string[] = [];
  let current = "";
  let currentBytes = 0;
  for (const char of line) {
    const bytes = Buffer.byteLength(char);
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with a space
    if (currentBytes + bytes > limit) {
      parts.push(current);
      current = "";
      currentBytes = 0;
    }
    current += char;
    currentBytes += bytes;
  }
  parts.push(current);
  return parts.join("\r\n ");
}
