/**
 * One club event as an iCalendar file (RFC 5545), for "Agregar a mi calendario": the
 * Buenos Aires zone declared (UTC−3 all year, as the league service's feeds,
 * apps/api/src/lib/icalendar.ts), local times, CRLF lines folded at 75 octets. An event
 * without a time is an all-day event; one without an end has only its start. Written
 * at build time (`seo/event-calendar.ts`).
 */
import type { ClubEvent } from "../content/files/types.ts";

export const BUENOS_AIRES_TZ = "America/Argentina/Buenos_Aires";

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

export interface EventCalendarInput {
  event: ClubEvent;
  /** The club's name and address, after the event's place ("Sede social, Club…, Independencia 725…"). */
  where: string;
  /** The site's address (`https://casadepadua.com.ar`): the event's link and its UID's domain. */
  siteUrl: string;
  /** DTSTAMP: when the file was made. */
  stamp: Date;
}

const day = (iso: string) => iso.replaceAll("-", "");
const localTime = (clock: string) => `${clock.padStart(5, "0").replace(":", "")}00`;

/** The day after `iso`: an all-day event ends (exclusively) on it. */
function nextDay(iso: string): string {
  const [year, month, date] = iso.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}

export function eventCalendar({ event, where, siteUrl, stamp }: EventCalendarInput): string {
  const zoned = (clock: string) => `;TZID=${BUENOS_AIRES_TZ}:${day(event.date)}T${localTime(clock)}`;
  const when = event.start
    ? [`DTSTART${zoned(event.start)}`, ...(event.end ? [`DTEND${zoned(event.end)}`] : [])]
    : [`DTSTART;VALUE=DATE:${day(event.date)}`, `DTEND;VALUE=DATE:${day(nextDay(event.date))}`];
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Club Atletico San Antonio de Padua//Sitio web//ES",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...(event.start ? VTIMEZONE : []),
    "BEGIN:VEVENT",
    `UID:${event.id}@eventos.${new URL(siteUrl).hostname}`,
    `DTSTAMP:${stamp.toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`,
    ...when,
    `SUMMARY:${escapeText(event.title)}`,
    `LOCATION:${escapeText(`${event.location}, ${where}`)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    `URL:${siteUrl}/`,
    "STATUS:CONFIRMED",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}

/** RFC 5545 TEXT: backslash, semicolon, comma and new lines escaped. */
export function escapeText(text: string): string {
  return text.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

const bytes = (text: string) => new TextEncoder().encode(text).length;

/** Lines longer than 75 octets go on after CRLF and a space, never mid-character. */
export function foldLine(line: string): string {
  if (bytes(line) <= 75) return line;
  const parts: string[] = [];
  let current = "";
  for (const char of line) {
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with a space
    if (bytes(current + char) > limit) {
      parts.push(current);
      current = "";
    }
    current += char;
  }
  parts.push(current);
  return parts.join("\r\n ");
}
