import { readStored, writeStored } from "../lib/storage.ts";

/** The one local-storage flag of the site (docs/product.md#business-constants): the welcome modal was shown. */
export const WELCOME_SEEN_KEY = "casa:bienvenida-vista";

// Where storage is refused, this keeps the modal to once per page load (docs/product.md#home-page).
let shownThisLoad = false;

/**
 * Whether the welcome modal belongs on this location now: the home page, opened
 * without an anchor (someone following a link to `/#contacto` came for the form), in
 * a browser that has not seen it yet.
 */
export function shouldWelcome(pathname: string, hash: string): boolean {
  return pathname === "/" && hash === "" && !shownThisLoad && readStored(WELCOME_SEEN_KEY) === null;
}

/** Records that the modal is shown: set on first show, as the original site says. */
export function markWelcomed(): void {
  shownThisLoad = true;
  writeStored(WELCOME_SEEN_KEY, new Date().toISOString());
}
