/**
 * The club's iCalendar files (RFC 5545), written with ical.js: the league service's
 * match feeds and the site's event and timetable files. A subpath of its own
 * (`@casa/shared/icalendar`) so ical.js never reaches a browser bundle through
 * `@casa/shared`.
 */
export type { BuenosAiresMoment } from "./buenos-aires-zone.js";
export type { CalendarEvent, IsoWeekday } from "./calendar-event.js";
export { type CalendarFileInput, calendarFile } from "./calendar-file.js";
