import { type BuenosAiresClock, buenosAiresClock } from "@casa/shared";

/**
 * Dates in Spanish (Argentina) from tables of words, not from Intl. The first Intl object
 * a page makes loads the browser's locale data: 50–400 ms of main thread measured in
 * Chromium on a 2-core machine (several times that on a phone), paid during hydration by
 * every page that shows a date (the home page's events and next match, the league
 * tables' "Actualizado"). The words are Intl's own for es-AR (spanish-dates.test.ts
 * compares every one with Node's), and they come out the same at build time and in
 * every browser, whatever its version of the locale data.
 */

const MONTHS = [
  "enero",
  "febrero",
  "marzo",
  "abril",
  "mayo",
  "junio",
  "julio",
  "agosto",
  "septiembre",
  "octubre",
  "noviembre",
  "diciembre",
];
const SHORT_MONTHS = ["ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sept", "oct", "nov", "dic"];
const WEEKDAYS = ["domingo", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado"];

const pad = (n: number) => String(n).padStart(2, "0");

/** "noviembre" (month 0–11). */
export const monthName = (month: number): string => MONTHS[month] ?? "";

/** "nov", "sept" (month 0–11): a calendar badge's month. */
export const shortMonthName = (month: number): string => SHORT_MONTHS[month] ?? "";

/** "Sábado 28 de noviembre": a day of a Buenos Aires clock, as a match card says it. */
export function longDay({ weekday, day, month }: BuenosAiresClock): string {
  const name = WEEKDAYS[weekday] ?? "";
  return `${name.charAt(0).toUpperCase()}${name.slice(1)} ${day} de ${monthName(month)}`;
}

/** "20:05". */
export const clockTime = ({ hour, minute }: BuenosAiresClock): string => `${pad(hour)}:${pad(minute)}`;

/** "21/11/2026". */
export const numericDay = ({ day, month, year }: BuenosAiresClock): string =>
  `${pad(day)}/${pad(month + 1)}/${year}`;

/** "2026-11-21": a day that sorts as text. */
export const sortableDay = ({ day, month, year }: BuenosAiresClock): string =>
  `${year}-${pad(month + 1)}-${pad(day)}`;

export { buenosAiresClock };

/** A unit of `agoInWords`, as Intl.RelativeTimeFormat names them. */
export type AgoUnit = "minute" | "hour" | "day" | "month" | "year";

/** Singular and plural, and the words es-AR has for one and two units back. */
const AGO: Record<AgoUnit, { one: string; many: string; last?: string; beforeLast?: string }> = {
  minute: { one: "minuto", many: "minutos" },
  hour: { one: "hora", many: "horas" },
  day: { one: "día", many: "días", last: "ayer", beforeLast: "anteayer" },
  month: { one: "mes", many: "meses", last: "el mes pasado" },
  year: { one: "año", many: "años", last: "el año pasado" },
};

/** `amount` (a whole number ≥ 1) of `unit` ago: "hace 2 horas", "ayer", "el mes pasado". */
export function agoInWords(amount: number, unit: AgoUnit): string {
  const words = AGO[unit];
  if (amount === 1 && words.last) return words.last;
  if (amount === 2 && words.beforeLast) return words.beforeLast;
  return `hace ${amount} ${amount === 1 ? words.one : words.many}`;
}
