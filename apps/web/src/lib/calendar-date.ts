import { monthName, shortMonthName } from "./spanish-dates.ts";

/**
 * Dates of the content files are calendar days (`2026-11-15`), not instants: read as
 * numbers, never through a Date in some time zone (the build machine's, the visitor's)
 * that could move them to the day before. Same output at build time and in the browser.
 */
function calendarDay(iso: string): { year: number; month: number; day: number } {
  const [year, month, day] = iso.split("-").map(Number) as [number, number, number];
  return { year, month: month - 1, day };
}

/** "15 de noviembre de 2026". */
export function formatCalendarDate(iso: string): string {
  const { year, month, day } = calendarDay(iso);
  return `${day} de ${monthName(month)} de ${year}`;
}

/** Day and short month for a calendar badge: `{ day: "5", month: "dic" }`. */
export function calendarBadge(iso: string): { day: string; month: string } {
  const { month, day } = calendarDay(iso);
  return { day: String(day), month: shortMonthName(month) };
}
