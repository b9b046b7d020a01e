import type { BrowserContext, Page } from "@playwright/test";
import { WELCOME_SEEN_KEY } from "../../src/layout/welcome-gate.ts";

/**
 * Marks the browser as one that has already seen the welcome modal, before any page
 * loads, so tests of the home page are not covered by it. Use it in a `beforeEach`
 * (`await skipWelcome(page)`) or on a context from `browser.newContext()`.
 */
export async function skipWelcome(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript((key) => {
    try {
      window.localStorage.setItem(key, "visto en pruebas");
    } catch {
      // A test that blocks storage on purpose gets the modal, as a real visitor would.
    }
  }, WELCOME_SEEN_KEY);
}

export { WELCOME_SEEN_KEY };
