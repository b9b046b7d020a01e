/** Calendar checks the schemas cannot make. */
import { ContentProblem, quote } from "./problem.ts";

/** A calendar day as the files write it (`2026-11-21`); that it exists (no 30 February) is `checkDay`'s. */
export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A time of day as the club writes it: `9:00`, `20:30`. */
export const CLOCK = /^([01]?\d|2[0-3]):[0-5]\d$/;

/** Whether `iso` (`2026-02-30`) is a day of the calendar. */
function isRealDay(iso: string): boolean {
  const [year, month, day] = iso.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Throws the line for a date the calendar does not have. */
export function checkDay(iso: string, field: string, file: string): void {
  if (!isRealDay(iso))
    throw new ContentProblem(file, `"${field}" no es un día del calendario (dice ${quote(iso)})`);
}

/** Minutes since midnight of `9:00`. */
export const minutesOf = (clock: string) => {
  const [hours, minutes] = clock.split(":").map(Number) as [number, number];
  return hours * 60 + minutes;
};

/** `9:00` → `09:00`. */
export const twoDigitClock = (clock: string) => clock.padStart(5, "0");
