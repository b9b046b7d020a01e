import { TEST_NOW } from "@casa/shared/test-clock";
import { type Browser, type BrowserContextOptions, test as base } from "@playwright/test";

export * from "@playwright/test";
export { TEST_NOW };

/**
 * Playwright's `test`, with every page at the test run's clock: the build's day
 * (`TEST_NOW`, the SITE_TODAY the test command builds with), running on from there. A test
 * that needs another moment moves it (`page.clock.setSystemTime`, `setFixedTime`), never
 * back to the machine's real date: what a test sees must not depend on the day it runs.
 */
export const test = base.extend<{ testClock: boolean }>({
  // Off (`test.use({ testClock: false })`) only for tests that time how a page loads and
  // show no date: Playwright's clock also stands in for the page's timers, animation
  // frames and performance.now, which the app's start after the first paint reads.
  testClock: [true, { option: true }],
  context: async ({ context, testClock }, use) => {
    if (testClock) await context.clock.install({ time: TEST_NOW });
    await use(context);
  },
});

/** `browser.newContext(options)` at the test run's clock, for a test that needs a context of its own. */
export async function newContext(browser: Browser, options?: BrowserContextOptions) {
  const context = await browser.newContext(options);
  await context.clock.install({ time: TEST_NOW });
  return context;
}
