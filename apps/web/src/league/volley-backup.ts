import { VOLLEY_FALLBACK, type VolleyDivision } from "@casa/shared";

/**
 * The club's backup table of a volleyball division (fallback.ts says when it shows).
 * Imported only by `use-volley-backup.ts`, with `import()`: its rows reach a fan's phone
 * only when a call fails, never with the page's first download.
 */
export const volleyBackupRows = (division: VolleyDivision) => VOLLEY_FALLBACK[division].standings;
