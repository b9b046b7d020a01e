import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, type Page } from "@playwright/test";

/**
 * axe-core for every browser test: the rules docs/quality.md#web-budgets holds every page to, run on
 * the page as a visitor would see it once it has stopped moving.
 */

/** axe-core as @axe-core/playwright ships it (its own dependency, same version). */
const fromAxePlaywright = createRequire(createRequire(import.meta.url).resolve("@axe-core/playwright"));
const AXE_SOURCE = readFileSync(fromAxePlaywright.resolve("axe-core/axe.min.js"), "utf8");

/** The part of axe-core's API used here (its types are not a dependency of this package). */
interface AxeCore {
  run(
    context: string | Document,
    options: object,
  ): Promise<{
    violations: { id: string; impact?: string | null; help: string; nodes: { target: string[] }[] }[];
  }>;
}

/** The rule sets docs/quality.md#web-budgets asks for: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

export interface AxeOptions {
  /** Judge only what is inside this selector (say, one dialog). */
  include?: string;
  /** Scroll through the whole page first, so every scroll-reveal element has faded in. */
  reveal?: boolean;
}

/**
 * Scrolls through the page half a screen at a time, as a visitor would, so every
 * `[data-reveal]` element passes its line, then back to the top (nothing to do when
 * none is left hidden). Uses the page's own animation frames: not for a page under a
 * paused Playwright clock.
 */
async function revealAll(page: Page): Promise<void> {
  await page.evaluate(async () => {
    if (document.querySelector("[data-reveal]:not([data-revealed])") === null) return;
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo({ top: y, behavior: "instant" });
      await frame();
    }
    window.scrollTo({ top: 0, behavior: "instant" });
    await frame();
  });
}

/**
 * Waits until no finite animation or transition is running (scroll-reveal fades, a
 * dialog sliding in): a half-faded text is not what visitors read, and axe would judge
 * its contrast against whatever shows through. Endless ones (spinners) do not count.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== "running" ||
          animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
}

/** What axe finds on the page as it is now (after it settles), one readable line per rule. */
export async function axeViolations(page: Page, options: AxeOptions = {}): Promise<string[]> {
  if (options.reveal) await revealAll(page);
  await settleAnimations(page);
  // axe-core goes into each document once: AxeBuilder injects its 650 KB twice per run
  // (and, out of legacy mode, again into a blank page that gathers the results), which
  // made three quarters of an axe test's time. Measured side by side on /valores-y-dias
  // and /pilates: 1.5–2.5 s a run with AxeBuilder, 0.2–0.5 s once injected.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    async ({ include, tags }) => {
      const axe = (window as unknown as { axe: AxeCore }).axe;
      const results = await axe.run(include ?? document, {
        runOnly: { type: "tag", values: tags },
        // Only violations get every node's selector: the slow part for passes nobody reads.
        resultTypes: ["violations"],
        // Frames hold third-party embeds (loaded only on request): not ours to judge. The
        // iframe element itself (its title) is still judged.
        iframes: false,
      });
      return results.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(" ")),
      }));
    },
    { include: options.include, tags: AXE_TAGS },
  );
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.targets.join("\n  ")}`,
  );
}

/** Runs axe on the page (or only inside `include`) and expects no violation, naming any it finds. */
export async function expectNoAxeViolations(page: Page, options: AxeOptions = {}): Promise<void> {
  const found = await axeViolations(page, options);
  expect(found, found.join("\n")).toEqual([]);
}
