/**
 * The days of a timetable row. The content files name them in Spanish, as a list
 * (`dias: [lunes, miércoles, viernes]`); the site counts them ISO-style (1 = Monday … 7 =
 * Sunday, as `Date#getDay()` is not) and writes them as the club always has: "Lunes,
 * miércoles y viernes", or "Sábados" for one day.
 */

/** The day names a file may use, Monday first. */
export const DIAS = ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"] as const;
export type Dia = (typeof DIAS)[number];

/** 1 = Monday … 7 = Sunday. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export const weekdayOf = (dia: Dia): Weekday => (DIAS.indexOf(dia) + 1) as Weekday;
const diaOf = (weekday: Weekday): Dia => DIAS[weekday - 1] as Dia;

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** One day alone reads as a habit: "Sábados", "Lunes", "Miércoles". */
const plural = (dia: Dia) => (dia.endsWith("s") ? dia : `${dia}s`);

/** "Lunes, miércoles y viernes"; "Sábados"; "Martes y jueves". Days in week order, once each. */
export function formatWeekdays(weekdays: readonly Weekday[]): string {
  const names = [...new Set(weekdays)].sort((a, b) => a - b).map(diaOf);
  if (names.length === 1) return capitalised(plural(names[0] as Dia));
  const list = `${names.slice(0, -1).join(", ")} y ${names.at(-1)}`;
  return capitalised(list);
}
