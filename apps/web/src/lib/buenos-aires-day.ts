/**
 * Today's date in Buenos Aires, `2026-11-26`, whatever the device's time zone: what the
 * club's calendar days (events, the founding anniversary) are compared with. Argentina
 * keeps UTC−3 all year (no daylight saving since 2009; the league service's calendar
 * feeds declare the same zone), so plain arithmetic gives it: no `Intl` object, which
 * costs a slow phone ~0.1 s the first time one is made (see league/dates.ts).
 */
const UTC_MINUS_3 = 3 * 60 * 60 * 1000;

export function buenosAiresToday(now: Date = new Date()): string {
  return new Date(now.getTime() - UTC_MINUS_3).toISOString().slice(0, 10);
}
