/**
 * The one "now" of every test run (docs/quality.md, "Time in tests"): the build's
 * SITE_TODAY in the test command, the unit tests' system time and every browser page's
 * clock. A Sunday, the day after the shipped league snapshot was taken (21/11/2026, 23:33),
 * before the club's centenary (12/12/2026). Move it only with the fixtures dated around it.
 */
export const TEST_TODAY = "2026-11-22";

/** Noon in Buenos Aires that day: the build's "now" on its day (apps/web/src/site-data/content-files/site-today.ts). */
export const TEST_NOW = new Date(`${TEST_TODAY}T12:00:00-03:00`);
