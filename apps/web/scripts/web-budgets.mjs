// The web's size budgets (docs/quality.md#web-budgets), in one place for the scripts
// that measure them: pnpm size (check-bundle-size.mjs) and the first-visit gate
// (check-first-visit.mjs, with first-visit-js.mjs and framework-floor.mjs).

/**
 * What the site's own code may add, gzip, to the framework's floor (framework-floor.mjs),
 * both in a route's static import graph (pnpm size) and in the JavaScript a first visit
 * actually downloads (the first-visit gate): the budgets are relative because the
 * framework's own weight changes with its versions, and our share is what we control.
 */
export const OUR_SHARE_BYTES = 22 * 1024;
/** CSS a first visit to a route downloads, gzip. */
export const CSS_BUDGET_BYTES = 25 * 1024;

/** Bytes as the reports print them: "119.9 KB". */
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
