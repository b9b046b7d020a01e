import { useSyncExternalStore } from "react";

/*
 * "Running in the browser" as lib/use-client-now.ts reads it (React's server snapshot
 * while prerendering and hydrating), not that hook itself: its module belongs to the
 * league tables' file (scripts/vite-league-chunks.ts), which the shell would then load on
 * every page.
 */
const NEVER_CHANGES = () => () => {};

/**
 * The web app manifest (the club's name, icons and colours when a phone adds the site to
 * its home screen), linked once the app runs, never in the prerendered HTML. Chromium
 * fetches a linked manifest at the load event, for its install check; a page with nothing
 * else to wait for loads before it paints, so that fetch came before the first paint and
 * Lighthouse's slow-phone model counted it against the largest paint (docs/quality.md,
 * "The manifest after the first paint"). Installing needs it only later. React places the
 * link in the head.
 */
export function AppManifest() {
  const running = useSyncExternalStore(
    NEVER_CHANGES,
    () => true,
    () => false,
  );
  return running ? <link rel="manifest" href="/manifest.webmanifest" /> : null;
}
