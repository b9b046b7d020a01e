/**
 * A match's day as the result cards write it, "Sábado 21/11": the weekday tells a fan
 * which weekend it was. Plain arithmetic on the calendar day, in UTC so no time zone
 * moves it, and no `Intl` object (the first one costs a slow phone ~0.1 s).
 */
const WEEKDAYS = ["Domingo", "Lunes", "Martes", "Miércoles", "Jueves", "Viernes", "Sábado"] as const;

/** `2026-11-21` → "Sábado 21/11". */
export function matchDay(iso: string): string {
  const [year, month, day] = iso.split("-").map(Number) as [number, number, number];
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
  return `${weekday} ${String(day).padStart(2, "0")}/${String(month).padStart(2, "0")}`;
}
