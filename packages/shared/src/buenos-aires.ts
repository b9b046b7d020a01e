/**
 * Buenos Aires wall-clock time, for the service and the site alike. Argentina has had no
 * daylight saving time since 2009: UTC−3 all year, so a fixed offset is exact and needs
 * no time-zone database (nor the browser's Intl data: see apps/web/src/lib/spanish-dates.ts).
 * Should that ever change, this is the one place to change.
 */
export const BUENOS_AIRES_OFFSET_MS = -3 * 3_600_000;

/** What a clock in Buenos Aires shows at `instant` (month 0–11, weekday 0 = Sunday). */
export interface BuenosAiresClock {
  year: number;
  month: number;
  day: number;
  weekday: number;
  hour: number;
  minute: number;
}

export function buenosAiresClock(instant: Date): BuenosAiresClock {
  const local = new Date(instant.getTime() + BUENOS_AIRES_OFFSET_MS);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth(),
    day: local.getUTCDate(),
    weekday: local.getUTCDay(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
  };
}
