/** How soon the same address asked for again counts as React Router's reload loop. */
export const RELOAD_LOOP_MS = 5000;

/**
 * A navigation with neither network nor saved page gets the shell's SPA fallback page,
 * which renders whatever route the address names. Should that route's code be missing
 * too, React Router reloads the page, again and again: the guard says no to the same
 * address asked for again within `RELOAD_LOOP_MS`, and the worker then gives the
 * browser's own offline page instead, which ends the loop.
 *
 * Returns whether the fallback page may be served for `key` now (and notes the time).
 */
export function reloadLoopGuard(now: () => number = Date.now): (key: string) => boolean {
  const served = new Map<string, number>();
  return (key) => {
    const last = served.get(key);
    const time = now();
    served.set(key, time);
    return last === undefined || time - last >= RELOAD_LOOP_MS;
  };
}
