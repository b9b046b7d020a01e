import { useSyncExternalStore } from "react";

const NEVER_CHANGES = () => () => {};
let minute = Number.NaN;
let current = new Date();

/** The visitor's clock, the same object within a minute (React compares snapshots by identity). */
function clientNow(): Date {
  const now = Date.now();
  if (Math.floor(now / 60_000) !== minute) {
    minute = Math.floor(now / 60_000);
    current = new Date(now);
  }
  return current;
}

/**
 * The visitor's clock, or `null` while the page is prerendered and while the browser
 * hydrates that HTML (React's server snapshot): text that counts from "now" ("hace 2
 * horas") is written once the page runs on the visitor's device, never frozen at build
 * time, and hydration sees the HTML as it was built.
 */
export function useClientNow(): Date | null {
  return useSyncExternalStore(NEVER_CHANGES, clientNow, () => null);
}
