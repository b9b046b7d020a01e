import { type BrowserContext, expect, type Page } from "@playwright/test";

/** Every request that leaves the machine is recorded and refused: tests never reach a real third party. */
export async function blockThirdParties(context: BrowserContext): Promise<string[]> {
  const thirdParty: string[] = [];
  await context.route(
    (url) => url.hostname !== "127.0.0.1",
    (route) => {
      thirdParty.push(route.request().url());
      return route.abort();
    },
  );
  return thirdParty;
}

/**
 * Holds back the page's requests to `url` (a Playwright URL pattern) until the returned
 * function is called: a test can look at the page before they arrive, however fast or
 * slow the machine.
 */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Resolves once React has hydrated the page (the router is on window), so clicks are handled by the app. */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(
    () => "__reactRouterDataRouter" in window && document.documentElement.classList.contains("js"),
  );
}

/** Hydrated, with one page title, and no loading state left (league tables have arrived or failed). */
export async function settled(page: Page): Promise<void> {
  await waitForApp(page);
  await expect(page.locator("main h1")).toHaveCount(1);
  await expect(page.getByRole("status").filter({ hasText: /^Cargando/ })).toHaveCount(0, { timeout: 15_000 });
}

/** The scroll reveal has started (its code comes a moment after the app's). */
export async function waitForReveal(page: Page): Promise<void> {
  await waitForApp(page);
  await page.waitForFunction(() => document.documentElement.classList.contains("js-reveal"));
}

/** Samples window.scrollY on every animation frame for `ms` milliseconds. */
export function sampleScroll(page: Page, ms: number): Promise<number[]> {
  return page.evaluate(
    (duration) =>
      new Promise<number[]>((resolve) => {
        const seen: number[] = [];
        const start = performance.now();
        const tick = () => {
          seen.push(Math.round(window.scrollY));
          if (performance.now() - start < duration) requestAnimationFrame(tick);
          else resolve(seen);
        };
        requestAnimationFrame(tick);
      }),
    ms,
  );
}

/** The path (and hash) a link points to, relative to the site. */
export const pathOf = (href: string) => {
  const url = new URL(href, "http://127.0.0.1");
  return `${url.pathname}${url.hash}`;
};
