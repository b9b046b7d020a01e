import { lazy } from "react";

/**
 * The "Próximo partido" slot for the league pages, where it sits under the table: its
 * code comes after hydration, so a league page's first-load JavaScript is only what the
 * table needs (docs/quality.md#web-budgets). Render it inside a `<Suspense>`; the
 * prerendered page has nothing in its place (a match is only known once the fixtures
 * arrive), so nothing moves meanwhile.
 */
export const LazyNextMatchSlot = lazy(() =>
  import("./next-match-slot.tsx").then((module) => ({ default: module.NextMatchSlot })),
);
