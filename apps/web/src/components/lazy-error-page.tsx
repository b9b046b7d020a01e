import { lazy, Suspense } from "react";

/**
 * The error page's code (and the 404 page's, which it shows for a "not found") only
 * when a page fails, which no prerendered page does: out of every page's first load
 * (docs/quality.md#web-budgets).
 */
const ErrorPageCode = lazy(() =>
  import("./error-page.tsx").then((module) => ({ default: module.ErrorPage })),
);

/** The Spanish error page, fetched when it is needed. */
export function LazyErrorPage() {
  return (
    <Suspense fallback={null}>
      <ErrorPageCode />
    </Suspense>
  );
}
