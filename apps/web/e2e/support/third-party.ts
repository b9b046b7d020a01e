import { TEST_NOW } from "@casa/shared/test-clock";
import type { Page } from "@playwright/test";
import { waitForApp } from "./page.ts";

/** Any address that is not this machine's test servers. */
export const isThirdParty = (url: URL) =>
  /^(https?|wss?):$/.test(url.protocol) && !["127.0.0.1", "localhost"].includes(url.hostname);

/** Collects every request the page makes to another site. */
export function watchThirdParty(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (isThirdParty(new URL(request.url()))) seen.push(request.url());
  });
  return seen;
}

/** Whole years since an ISO date to the test run's day, counted the way the site counts the club's age. */
export function yearsSince(iso: string, today = TEST_NOW): number {
  const [year, month, day] = iso.split("-").map(Number) as [number, number, number];
  const before = today.getMonth() + 1 < month || (today.getMonth() + 1 === month && today.getDate() < day);
  return today.getFullYear() - year - (before ? 1 : 0);
}

/**
 * Opens a page and waits until its app is live: the page is readable at once, but its
 * buttons (galleries, "Cargar más", embeds) act only after the app's code, which each
 * page fetches after its first paint.
 */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForApp(page);
}
