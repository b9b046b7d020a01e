import ICAL from "ical.js";
import { type BuenosAiresMoment, icalTime } from "./buenos-aires-zone.js";

/** ISO weekday: 1 = Monday … 7 = Sunday. */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

const BYDAY = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"] as const;

/** One VEVENT, in Buenos Aires time. */
export type CalendarEvent = EventDetails & EventEnd;

/** An event ends at a moment (DTEND) or after a while (DURATION), never both. */
type EventEnd =
  | {
      /** When it ends (exclusive). An all-day event without one lasts its day; a timed one has no end. */
      end?: BuenosAiresMoment;
      durationMinutes?: never;
    }
  | { end?: never; durationMinutes: number };

interface EventDetails {
  /** Stable across rebuilds: a calendar that reads the file again updates the event instead of adding a second one. */
  uid: string;
  /** A clock time gives a timed event; a day alone, an all-day event. */
  start: BuenosAiresMoment;
  /** Repeats every week on these days (`RRULE:FREQ=WEEKLY;BYDAY=…`), from `start` on. */
  repeatsWeeklyOn?: readonly IsoWeekday[];
  summary: string;
  location?: string;
  description?: string;
  url?: string;
  /** Shown as busy time (TRANSP:OPAQUE). */
  busy?: boolean;
}

/** The event's VEVENT; `stamp` is its DTSTAMP, `zone` the Buenos Aires VTIMEZONE's. */
export function eventComponent(event: CalendarEvent, stamp: ICAL.Time, zone: ICAL.Timezone): ICAL.Component {
  const vevent = new ICAL.Component("vevent");
  vevent.addPropertyWithValue("uid", event.uid);
  vevent.addPropertyWithValue("dtstamp", stamp);
  const start = icalTime(event.start, zone);
  addTime(vevent, "dtstart", start, zone);
  if (event.end) addTime(vevent, "dtend", icalTime(event.end, zone), zone);
  else if (start.isDate && event.durationMinutes === undefined)
    addTime(vevent, "dtend", nextDay(start), zone);
  if (event.durationMinutes !== undefined) {
    vevent.addPropertyWithValue("duration", ICAL.Duration.fromSeconds(event.durationMinutes * 60));
  }
  if (event.repeatsWeeklyOn) {
    const byday = event.repeatsWeeklyOn.map((weekday) => BYDAY[weekday - 1] as string);
    vevent.addPropertyWithValue("rrule", new ICAL.Recur({ freq: "WEEKLY", byday }));
  }
  vevent.addPropertyWithValue("summary", event.summary);
  if (event.location) vevent.addPropertyWithValue("location", event.location);
  if (event.description) vevent.addPropertyWithValue("description", event.description);
  if (event.url) vevent.addPropertyWithValue("url", event.url);
  vevent.addPropertyWithValue("status", "CONFIRMED");
  if (event.busy) vevent.addPropertyWithValue("transp", "OPAQUE");
  return vevent;
}

/** A local time names its zone (`DTSTART;TZID=…`); a whole day is written `VALUE=DATE` by ical.js. */
function addTime(vevent: ICAL.Component, name: string, time: ICAL.Time, zone: ICAL.Timezone): void {
  const property = vevent.addPropertyWithValue(name, time);
  if (!time.isDate) property.setParameter("tzid", zone.tzid);
}

function nextDay(day: ICAL.Time): ICAL.Time {
  const next = day.clone();
  next.adjust(1, 0, 0, 0);
  return next;
}
