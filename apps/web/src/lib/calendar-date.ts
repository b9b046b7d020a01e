/**
 * Dates of the content files are calendar days (`2026-11-15`), not instants: they are
 * read and formatted in UTC so that no time zone (the build machine's, the visitor's)
 * can move them to the day before. Same output at build time and in the browser.
 */
const LONG = /* @__PURE__ */ new Intl.DateTimeFormat("es-AR", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});
const MONTH = /* @__PURE__ */ new Intl.DateTimeFormat("es-AR", { month: "short", timeZone: "UTC" });

function calendarDay(iso: string): Date {
  const [year, month, day] = iso.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day));
}

/** "15 de noviembre de 2026". */
export function formatCalendarDate(iso: string): string {
  return LONG.format(calendarDay(iso));
}

/** Day and short month for a calendar badge: `{ day: "5", month: "dic" }`. */
export function calendarBadge(iso: string): { day: string; month: string } {
  const date = calendarDay(iso);
  return { day: String(date.getUTCDate()), month: MONTH.format(date).replace(".", "") };
}
