import ICAL from "ical.js";
import { BUENOS_AIRES_TZID, buenosAiresVtimezone } from "./buenos-aires-zone.js";
import { type CalendarEvent, eventComponent } from "./calendar-event.js";

/**
 * An iCalendar file (RFC 5545) of the club, written by ical.js: CRLF lines folded at
 * 75 octets, text escaped, times in Buenos Aires with the zone declared.
 */
export interface CalendarFileInput {
  /** The PRODID's product: `Servicio de ligas`, `Sitio web`. */
  product: string;
  /**
   * X-WR-CALNAME: a calendar people subscribe to or import whole. A named calendar
   * declares its zone (X-WR-TIMEZONE and VTIMEZONE) even before it has an event.
   */
  name?: string;
  /** X-WR-CALDESC. */
  description?: string;
  /** A subscribed feed is read again this often (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
  refreshHours?: number;
  /** Every event's DTSTAMP: when the data was obtained or the file made. */
  stamp: Date;
  events: readonly CalendarEvent[];
}

export function calendarFile(input: CalendarFileInput): string {
  const vcalendar = new ICAL.Component("vcalendar");
  vcalendar.addPropertyWithValue("version", "2.0");
  vcalendar.addPropertyWithValue("prodid", `-//Club Atletico San Antonio de Padua//${input.product}//ES`);
  vcalendar.addPropertyWithValue("calscale", "GREGORIAN");
  vcalendar.addPropertyWithValue("method", "PUBLISH");
  if (input.name !== undefined) vcalendar.addPropertyWithValue("x-wr-calname", extensionText(input.name));
  if (input.description !== undefined) {
    vcalendar.addPropertyWithValue("x-wr-caldesc", extensionText(input.description));
  }
  if (input.name !== undefined) vcalendar.addPropertyWithValue("x-wr-timezone", BUENOS_AIRES_TZID);
  if (input.refreshHours !== undefined) {
    const every = ICAL.Duration.fromSeconds(input.refreshHours * 3600);
    vcalendar.addPropertyWithValue("refresh-interval", every);
    vcalendar.addPropertyWithValue("x-published-ttl", every.toString());
  }
  const vtimezone = buenosAiresVtimezone();
  const zone = new ICAL.Timezone(vtimezone);
  const timed = input.events.some((event) => event.start.time !== undefined);
  if (input.name !== undefined || timed) vcalendar.addSubcomponent(vtimezone);
  const stamp = ICAL.Time.fromJSDate(input.stamp, true);
  for (const event of input.events) vcalendar.addSubcomponent(eventComponent(event, stamp, zone));
  return folded(vcalendar);
}

/**
 * ical.js knows no X-WR-* property, so it writes their value as given: escaped here as
 * the TEXT the calendar apps read them as.
 */
const extensionText = (text: string) => ICAL.stringify.value(text, "text", ICAL.design.icalendar, false);

/**
 * The file's text, each line ended by CRLF. ical.js folds a line into pieces of
 * `foldLength` octets and starts each continuation line with a space, so 75 would give
 * continuation lines of 76 octets: RFC 5545 §3.1 counts the space within the 75.
 */
function folded(vcalendar: ICAL.Component): string {
  const foldLength = ICAL.foldLength;
  ICAL.foldLength = 74;
  try {
    return ICAL.stringify(vcalendar.toJSON());
  } finally {
    ICAL.foldLength = foldLength;
  }
}
