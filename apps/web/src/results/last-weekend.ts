/**
 * The home's "Resultados": the matches of the last weekend on the build's day. A
 * weekend is a Friday, Saturday and Sunday; the last one is the one of the most recent
 * Saturday on or before the day (on a Friday, the weekend before: this one has not
 * started). Calendar days in Buenos Aires (`2026-11-22`), plain UTC arithmetic.
 */

/** The ISO day `offset` days from `iso`. */
function addDays(iso: string, offset: number): string {
  const [year, month, day] = iso.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + offset)).toISOString().slice(0, 10);
}

/** First and last day (Friday and Sunday) of the last weekend on `today`. */
export function lastWeekend(today: string): { from: string; to: string } {
  const [year, month, day] = today.split("-").map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay(); // 0 = Sunday … 6 = Saturday
  const saturday = addDays(today, -((weekday + 1) % 7));
  return { from: addDays(saturday, -1), to: addDays(saturday, 1) };
}

/** The results played in the last weekend on `today`, in the order given. */
export function lastWeekendResults<R extends { date: string }>(results: readonly R[], today: string): R[] {
  const { from, to } = lastWeekend(today);
  return results.filter((result) => result.date >= from && result.date <= to);
}
