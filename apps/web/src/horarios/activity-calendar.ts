/**
 * An activity's weekly classes as one iCalendar file (RFC 5545), `/calendario/<id>.ics`:
 * one repeating event per timetable row (`RRULE:FREQ=WEEKLY;BYDAY=MO,WE,FR`), and a
 * team's played matches with their scores (`results/result-events.ts`), in Buenos
 * Aires time with its zone declared, written by the club's calendar module
 * (`@casa/shared/icalendar`). Written at build time (`seo/activity-calendar.ts`).
 */
import { type BuenosAiresMoment, type CalendarEvent, calendarFile } from "@casa/shared/icalendar";
import { buenosAiresToday } from "../lib/buenos-aires-day.ts";
import { resultEvents } from "../results/result-events.ts";
import type { MatchResult } from "../site-data/content-files/types-results.ts";
import type { Weekday } from "../site-data/content-files/weekdays.ts";
import type { ClassRow } from "../site-data/types.ts";
import { calendarFileName } from "./paths.ts";
import type { WeekActivity } from "./week.ts";

export interface ActivityCalendarInput {
  activity: WeekActivity;
  /** The club's name and address: every class is at the club. */
  where: string;
  /** The site's address (`https://casadepadua.com.ar`): the activity's link and the UIDs' domain. */
  siteUrl: string;
  /** When the file is made (the build): DTSTAMP, and the first classes are the next ones from this day on. */
  stamp: Date;
  /** A team's results as the site shows them: one event per played match. */
  results?: readonly MatchResult[];
}

const DAY_MINUTES = 24 * 60;

/** "18:00 a 19:30" → ["18:00", "19:30"]; a single "20:00" has no end. */
function clockTimes(hours: string): { start: string; end?: string } {
  const [start = "", end] = hours.split(" a ");
  return end ? { start, end } : { start };
}

const minutesOf = (clock: string) => {
  const [hour = 0, minute = 0] = clock.split(":").map(Number);
  return hour * 60 + minute;
};
const clockOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** The day `offset` days after the ISO date `iso` (`2026-12-01`, 2 → `2026-12-03`). */
function addDays(iso: string, offset: number): string {
  const [year, month, date] = iso.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + offset)).toISOString().slice(0, 10);
}

/** ISO weekday of an ISO date (1 = Monday). */
function weekdayOfDate(iso: string): Weekday {
  const day = new Date(`${iso}T12:00:00Z`).getUTCDay();
  return (day === 0 ? 7 : day) as Weekday;
}

/** The first of `weekdays` from `today` on (today included): the row's first class, its DTSTART. */
export function firstClassDay(today: string, weekdays: readonly Weekday[]): string {
  const from = weekdayOfDate(today);
  const offsets = weekdays.map((weekday) => (weekday - from + 7) % 7);
  return addDays(today, Math.min(...offsets));
}

/** Lowercase letters, digits and dashes: a UID's part (`Niños y niñas` → `ninos-y-ninas`). */
const uidPart = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

export function activityCalendar({
  activity,
  where,
  siteUrl,
  stamp,
  results = [],
}: ActivityCalendarInput): string {
  const host = new URL(siteUrl).hostname;
  const today = buenosAiresToday(stamp);
  const seen = new Map<string, number>();
  const events = (activity.schedule ?? []).flatMap((table) =>
    table.rows.map((row: ClassRow): CalendarEvent => {
      // Stable across builds and across a change of days or hours (a calendar that
      // imports the file again updates the class instead of adding a second one):
      // activity, table and group, numbered when a group repeats in a table.
      const key = [calendarFileName(activity.id), uidPart(table.caption), uidPart(row.group)].join("-");
      const repeat = (seen.get(key) ?? 0) + 1;
      seen.set(key, repeat);
      const { start, end } = clockTimes(row.hours);
      const begins = minutesOf(start);
      // A class published with its start only ("20:00") is given one hour: calendars
      // need an end, and one hour is what the club's single-time classes last.
      // A class that ends after midnight ("22:30 a 00:30") ends the next day.
      const written = end ? minutesOf(end) : begins + 60;
      const ends = written > begins ? written : written + DAY_MINUTES;
      const day = firstClassDay(today, row.weekdays);
      const at = (minutes: number): BuenosAiresMoment => ({
        date: addDays(day, Math.floor(minutes / DAY_MINUTES)),
        time: clockOf(minutes % DAY_MINUTES),
      });
      return {
        uid: `${repeat > 1 ? `${key}-${repeat}` : key}@horarios.${host}`,
        start: at(begins),
        end: at(ends),
        repeatsWeeklyOn: row.weekdays,
        summary: `${activity.name}: ${row.group}`,
        location: where,
        description: [table.caption, row.note].filter(Boolean).join(". "),
        url: `${siteUrl}${activity.path}`,
      };
    }),
  );
  return calendarFile({
    product: "Sitio web",
    name: `${activity.name} en CASA de Padua`,
    stamp,
    events: [...events, ...resultEvents(results, { where, siteUrl })],
  });
}
