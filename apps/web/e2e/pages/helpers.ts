import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** The rule sets QUALITY.md asks for: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** Runs axe on the page as it is now and fails with a readable list of what it found. */
export async function expectNoAxeViolations(page: Page) {
  // Let fades (scroll reveal, the viewer) finish: half-transparent text is not what visitors read.
  await page.evaluate(async () => {
    // A cancelled transition may hand over to a new one: wait until none is left (a few rounds at most).
    for (let round = 0; round < 5 && document.getAnimations().length > 0; round++) {
      await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => null)));
    }
  });
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  const found = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((node) => node.target.join(" ")).join("\n  ")}`,
  );
  expect(found, found.join("\n")).toEqual([]);
}

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

/** A one-finger swipe through the browser's own touch input (touchstart, touchmove, touchend). */
export async function swipe(page: Page, { from, to }: { from: [number, number]; to: [number, number] }) {
  const cdp = await page.context().newCDPSession(page);
  const point = (t: number) => ({ x: from[0] + (to[0] - from[0]) * t, y: from[1] + (to[1] - from[1]) * t });
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [point(0)] });
  for (const t of [0.25, 0.5, 0.75, 1]) {
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [point(t)] });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

/** Whole years since an ISO date, today, counted the way the site counts the club's age. */
export function yearsSince(iso: string, today = new Date()): number {
  const [year, month, day] = iso.split("-").map(Number) as [number, number, number];
  const before = today.getMonth() + 1 < month || (today.getMonth() + 1 === month && today.getDate() < day);
  return today.getFullYear() - year - (before ? 1 : 0);
}
