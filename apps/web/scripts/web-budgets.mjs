// The web's size budgets (docs/quality.md#web-budgets), in one place for the scripts
// that measure them: pnpm size (check-bundle-size.mjs) and the benchmarks
// (first-visit-js.mjs, framework-floor.mjs).

/** JavaScript a first visit to a route downloads, gzip. */
export const JS_BUDGET_BYTES = 120 * 1024;
/** CSS a first visit to a route downloads, gzip. */
export const CSS_BUDGET_BYTES = 25 * 1024;

/** Bytes as the reports print them: "119.9 KB". */
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
