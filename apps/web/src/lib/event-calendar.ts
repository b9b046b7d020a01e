/**
 * One club event as an iCalendar file (RFC 5545), for "Agregar a mi calendario": the
 * Buenos Aires zone declared, local times, CRLF lines folded at 75 octets (what every
 * calendar file of the club shares: packages/shared/src/icalendar.ts). An event
 * without a time is an all-day event; one without an end has only its start. Written
 * at build time (`seo/event-calendar.ts`).
 */
import { BUENOS_AIRES_TZ, BUENOS_AIRES_VTIMEZONE, calendarText, escapeText, utcStamp } from "@casa/shared";
import type { ClubEvent } from "../content/files/types.ts";

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
    ...(event.start ? BUENOS_AIRES_VTIMEZONE : []),
    "BEGIN:VEVENT",
    `UID:${event.id}@eventos.${new URL(siteUrl).hostname}`,
    `DTSTAMP:${utcStamp(stamp)}`,
    ...when,
    `SUMMARY:${escapeText(event.title)}`,
    `LOCATION:${escapeText(`${event.location}, ${where}`)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    `URL:${siteUrl}/`,
    "STATUS:CONFIRMED",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return calendarText(lines);
}
