import { axeViolations } from "./support/axe.ts";
import { isViolationMessage, reportViolations } from "./support/csp.ts";
import { refuseThirdParties, settled } from "./support/page.ts";
import { publishedContent } from "./support/published.ts";
import { routePaths } from "./support/route-table.ts";
import { test as base } from "./support/shared-tab.ts";
import { expect, type Page } from "./support/test.ts";

/** Every page of the build under test, those its content files publish included. */
const ROUTES = routePaths(await publishedContent());

/**
 * Every page of the route table, opened once and judged on everything a page owes a
 * visitor: it answers 200 inside the header and footer with its own single title; it
 * comes alive (hydrates) with no script error and no Content-Security-Policy violation;
 * loading and reading it (scrolled to the end) asks no other site for anything; and axe-core (WCAG 2.2 A and AA, docs/quality.md#web-budgets) finds nothing once it has
 * settled, at phone and at desktop size. One visit per page for all three keeps the
 * browser suite within CI's time.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 768 };

/** What one route's visit saw: CSP violations, script errors, requests to other sites. */
interface Visit {
  page: Page;
  violations: string[];
  errors: string[];
  thirdParty: string[];
}

// The worker's one tab (support/shared-tab.ts), at phone size; each test its own record,
// with its own watchers, attached for it and removed after it.
const test = base.extend<{ visit: Visit }>({
  visit: async ({ page }, use) => {
    const visit: Visit = { page, violations: [], errors: [], thirdParty: [] };
    page.on("console", (message) => {
      if (isViolationMessage(message.text())) visit.violations.push(message.text());
    });
    page.on("pageerror", (error) => visit.errors.push(error.message));
    const stopReporting = await reportViolations(page, (text) => visit.violations.push(text));
    await refuseThirdParties(page.context(), (url) => visit.thirdParty.push(url));
    await use(visit);
    await stopReporting();
  },
});
test.use({ viewport: PHONE });

test("the route table covers every page of the original site", () => {
  // 41 pages of the original site's route table, aliases included (diagnostics only with their flag).
  expect(ROUTES.length).toBeGreaterThanOrEqual(41);
});

for (const path of ROUTES) {
  test(`${path}: its own page, alive with no error or policy violation, and no axe violations`, async ({
    visit,
  }) => {
    // A whole page load and two axe passes: on a busy 2-core machine the long pages
    // (a gallery, two axe passes over ~1,000 nodes) have taken more than the default 30 s.
    test.setTimeout(60_000);
    const { page, violations, errors, thirdParty } = visit;

    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator("header.site-header")).toBeVisible();
    await expect(page.locator("footer.site-footer")).toBeVisible();
    await expect(page.locator("main h1")).not.toHaveText("Página no encontrada");
    await expect(page).toHaveTitle(/CASA de Padua|Club Atlético San Antonio de Padua/);
    await settled(page);
    await expect(page.getByText("Unexpected Application Error")).toHaveCount(0);

    const phone = await axeViolations(page, { reveal: true });
    // Same page, desktop width: the layout is CSS only (no hover or pointer queries), so a resize shows what a desktop load shows.
    await page.setViewportSize(DESKTOP);
    await expect(page.locator(".site-nav")).toBeVisible();
    const desktop = await axeViolations(page, { reveal: true });
    const report = (lines: string[]) => lines.join("\n");
    expect(report(phone), "axe at phone size").toBe("");
    expect(report(desktop), "axe at desktop size").toBe("");
    expect(violations, "Content-Security-Policy violations").toEqual([]);
    expect(errors, "script errors").toEqual([]);
    // Embeds, maps and analytics wait for the visitor: loading and reading the page asks no one else.
    expect(thirdParty, "requests to other sites").toEqual([]);
  });
}
