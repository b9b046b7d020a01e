import type { LeagueEndpoint } from "./endpoints.ts";
import { leagueUrl } from "./endpoints.ts";

/**
 * `<link rel="preload" as="fetch" crossorigin>` for the league calls a page makes as
 * soon as it is live, for its `meta` export (React Router writes them into the
 * prerendered `<head>`). The browser starts those requests while it reads the page,
 * beside the app's modules, instead of after hydration; the app's own `fetch` of the
 * same address (`fetchLeague`) then takes the answer that is already there or on its
 * way. The page already shows the table it was built with (snapshot.server.ts); this
 * brings the fresh one as soon as the app can show it.
 *
 * The request must match the app's exactly, or the browser makes it twice: same URL
 * (`leagueUrl`), CORS mode with same-origin credentials (`crossorigin="anonymous"`,
 * which is what `fetch` does by default), as `fetch`.
 */
export const leaguePreloads = (names: readonly LeagueEndpoint[]) =>
  names.map((name) => ({
    tagName: "link",
    rel: "preload",
    as: "fetch",
    href: leagueUrl(name),
    crossOrigin: "anonymous",
  }));

/**
 * A code loader that starts as soon as the module that holds it runs in the browser
 * (before hydration, while the data is on its way), not when a component first asks
 * for it. At build time (prerendering) it starts nothing. Returns the same promise to
 * every caller.
 */
export function loadSoon<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  const start = () => {
    loading ??= load();
    // A failed load may be asked for again (docs/product.md#error-texts: "Reintentar").
    loading.catch(() => {
      loading = undefined;
    });
    return loading;
  };
  if (typeof document !== "undefined") start();
  return start;
}
