import { agoInWords, buenosAiresClock, clockTime, numericDay, sortableDay } from "../lib/spanish-dates.ts";

/**
 * Dates as the club writes them (es-AR), always in Buenos Aires time, whatever the
 * visitor's own time zone (docs/product.md#league-pages). No Intl and no date library:
 * src/lib/spanish-dates.ts says why.
 */

/** "21/11/2026, 23:33"; `undefined` for an invalid date. */
export function formatDateTime(value: string | Date): string | undefined {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return undefined;
  const clock = buenosAiresClock(date);
  return `${numericDay(clock)}, ${clockTime(clock)}`;
}

/** The Buenos Aires date of an instant as a sortable "yyyy-mm-dd". */
export const buenosAiresDay = (now: Date): string => sortableDay(buenosAiresClock(now));

/** A fixture's "dd/mm/yyyy" as a sortable "yyyy-mm-dd"; `undefined` if malformed. */
export function fixtureDay(fecha: string): string | undefined {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(fecha.trim());
  if (!match) return undefined;
  const [, day = "", month = "", year = ""] = match;
  return `${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
}

/**
 * How long ago an instant was, in words ("hace 2 horas", "ayer", "hace 3 días");
 * `undefined` under a minute ago (say "recién") or for an invalid date. A time a
 * little in the future (a clock behind the server's) reads as under a minute ago.
 */
export function timeAgo(value: string | Date, now: Date): string | undefined {
  const then = new Date(value).getTime();
  if (Number.isNaN(then)) return undefined;
  const minutes = Math.max(0, now.getTime() - then) / 60_000;
  const hours = minutes / 60;
  const days = hours / 24;
  if (minutes < 1) return undefined;
  if (minutes < 60) return agoInWords(Math.floor(minutes), "minute");
  if (hours < 24) return agoInWords(Math.floor(hours), "hour");
  if (days < 30) return agoInWords(Math.floor(days), "day");
  if (days < 365) return agoInWords(Math.floor(days / 30), "month");
  return agoInWords(Math.floor(days / 365), "year");
}
