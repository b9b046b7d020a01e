import { BUENOS_AIRES, lazy } from "./buenos-aires.ts";

/**
 * Dates as the club writes them (es-AR), always in Buenos Aires time, whatever the
 * visitor's own time zone (docs/product.md#league-pages). Intl only: no date library.
 */

/** A Buenos Aires calendar day, as the club writes it: "21/11/2026". */
const DAY_PARTS = { timeZone: BUENOS_AIRES, day: "2-digit", month: "2-digit", year: "numeric" } as const;

const DATE_TIME = lazy(
  () =>
    new Intl.DateTimeFormat("es-AR", { ...DAY_PARTS, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }),
);

/** "21/11/2026, 23:33"; `undefined` for an invalid date. */
export function formatDateTime(value: string | Date): string | undefined {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : DATE_TIME().format(date);
}

const DAY = lazy(() => new Intl.DateTimeFormat("es-AR", DAY_PARTS));

/** The Buenos Aires date of an instant as a sortable "yyyy-mm-dd". */
export function buenosAiresDay(now: Date): string {
  const part = (type: string) =>
    DAY()
      .formatToParts(now)
      .find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** A fixture's "dd/mm/yyyy" as a sortable "yyyy-mm-dd"; `undefined` if malformed. */
export function fixtureDay(fecha: string): string | undefined {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(fecha.trim());
  if (!match) return undefined;
  const [, day = "", month = "", year = ""] = match;
  return `${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
}

const RELATIVE = lazy(() => new Intl.RelativeTimeFormat("es-AR", { numeric: "auto" }));

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
  const ago = (amount: number, unit: Intl.RelativeTimeFormatUnit) =>
    RELATIVE().format(-Math.floor(amount), unit);
  if (minutes < 1) return undefined;
  if (minutes < 60) return ago(minutes, "minute");
  if (hours < 24) return ago(hours, "hour");
  if (days < 30) return ago(days, "day");
  if (days < 365) return ago(days / 30, "month");
  return ago(days / 365, "year");
}
