/**
 * One club event as an iCalendar file (RFC 5545), for "Agregar a mi calendario", written
 * by the club's calendar module (`@casa/shared/icalendar`): Buenos Aires local times
 * with the zone declared. An event without a time is an all-day event; one without an
 * end has only its start. Written at build time (`seo/event-calendar.ts`).
 */
import { calendarFile } from "@casa/shared/icalendar";
import type { ClubEvent } from "../site-data/content-files/types.ts";

export interface EventCalendarInput {
  event: ClubEvent;
  /** The club's name and address, after the event's place ("Sede social, Club…, Independencia 725…"). */
  where: string;
  /** The site's address (`https://casadepadua.com.ar`): the event's link and its UID's domain. */
  siteUrl: string;
  /** DTSTAMP: when the file was made. */
  stamp: Date;
}

export function eventCalendar({ event, where, siteUrl, stamp }: EventCalendarInput): string {
  const at = (time: string | undefined) => (time ? { date: event.date, time } : { date: event.date });
  return calendarFile({
    product: "Sitio web",
    stamp,
    events: [
      {
        uid: `${event.id}@eventos.${new URL(siteUrl).hostname}`,
        start: at(event.start),
        // An end needs a start: an all-day event lasts its day.
        ...(event.start && event.end ? { end: at(event.end) } : {}),
        summary: event.title,
        location: `${event.location}, ${where}`,
        ...(event.description ? { description: event.description } : {}),
        url: `${siteUrl}/`,
      },
    ],
  });
}
