import type { BrowserContextOptions, Page } from "@playwright/test";
import { test as base, newContext } from "./test.ts";
import { skipWelcome } from "./welcome.ts";

/**
 * `test` with one browser tab per worker: its `page` (and `context`) is the same tab for
 * every test of the worker that uses this `test`, each test still loading its own pages.
 * A new context and page cost each test ~0.5 s on a 2-core machine, and a page in a
 * renderer that has run the site before hydrates faster (measured: /basquet/federal
 * ~1.0 s in a new context, ~0.4–0.7 s in the same tab).
 *
 * The tab is made from the project's options (playwright.config.ts), at the test run's
 * clock (test.ts), with the welcome modal marked as seen before every document
 * (skipWelcome). Before each test it takes the test's viewport and motion preference;
 * after it, it drops what a test may have left:
 * the tabs it opened, its listeners and routes, its cookies, permissions and emulated
 * media, and the site's storage (from a page of the site with no script, /robots.txt, so
 * the test's document has ended first). After a failure Playwright starts a new worker,
 * and with it a new tab.
 *
 * For tests that only load and use pages. A test that changes what a tab cannot drop
 * (installs a clock, adds init scripts or exposed functions, goes offline, needs a cold
 * cache, another locale, touch or no JavaScript, or the welcome modal) uses
 * `./test.ts`'s `test`, with a context of its own.
 */
export const test = base.extend<object, { sharedTab: Page }>({
  sharedTab: [
    async ({ browser }, use, workerInfo) => {
      // newContext takes the context options among the project's and leaves the rest
      // (launchOptions, trace…): the tab is as the project's own contexts are.
      const context = await newContext(browser, workerInfo.project.use as BrowserContextOptions);
      await skipWelcome(context);
      await use(await context.newPage());
      await context.close();
    },
    { scope: "worker" },
  ],
  context: async ({ sharedTab }, use) => {
    await use(sharedTab.context());
  },
  page: async (
    {
      sharedTab: page,
      viewport,
      reducedMotion,
      colorScheme,
      hasTouch,
      isMobile,
      javaScriptEnabled,
      locale,
      timezoneId,
      offline,
    },
    use,
    testInfo,
  ) => {
    // What a tab cannot change once made: a test that asks for another value than the
    // project's gets an error saying so, never a tab that silently ignores it.
    const made = {
      hasTouch: false,
      isMobile: false,
      javaScriptEnabled: true,
      offline: false,
      ...testInfo.project.use,
    };
    const asked = { hasTouch, isMobile, javaScriptEnabled, locale, timezoneId, offline };
    const differ = Object.keys(asked).filter(
      (name) => asked[name as keyof typeof asked] !== made[name as keyof typeof asked],
    );
    if (differ.length > 0)
      throw new Error(
        `${differ.join(", ")} other than the project's need a context of their own: use support/test.ts's test`,
      );
    if (viewport) await page.setViewportSize(viewport);
    await page.emulateMedia({ reducedMotion, colorScheme });
    await use(page);
    const context = page.context();
    for (const other of context.pages()) if (other !== page) await other.close();
    page.removeAllListeners();
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await context.unrouteAll({ behavior: "ignoreErrors" });
    await page.goto("/robots.txt");
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await context.clearCookies();
    await context.clearPermissions();
    await page.emulateMedia({ media: null, reducedMotion: null, colorScheme: null });
  },
});
