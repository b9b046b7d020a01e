import { test as base, expect, type Page } from "@playwright/test";
import { axeViolations } from "./support/axe.ts";
import { isViolationMessage, reportViolations } from "./support/csp.ts";
import { refuseThirdParties, settled } from "./support/page.ts";
import { publishedContent } from "./support/published.ts";
import { routePaths } from "./support/route-table.ts";
import { skipWelcome } from "./support/welcome.ts";

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

/** The worker's one tab, and where its page-wide watchers report for the test now running. */
interface Tab {
  page: Page;
  visit: Visit | null;
}

/**
 * One browser tab for all the routes of a worker (a new context and page cost each test
 * ~0.5 s), each test still loading its route itself. The tab is as a new one would be:
 * the project's context options, phone size, the welcome modal marked as seen before
 * every document (skipWelcome, as before), service workers blocked, and the HTTP cache
 * off (Playwright turns it off for a context that routes requests, as this one does).
 * Between two tests it leaves the route's page for a scriptless one (/robots.txt), so that
 * document has ended before the next test starts, and the site's cookies and storage are
 * cleared.
 */
const test = base.extend<{ visit: Visit }, { tab: Tab }>({
  tab: [
    async ({ browser }, use, workerInfo) => {
      const options = workerInfo.project.use;
      const context = await browser.newContext({
        baseURL: options.baseURL,
        serviceWorkers: options.serviceWorkers,
        locale: options.locale,
        timezoneId: options.timezoneId,
        userAgent: options.userAgent,
        screen: options.screen,
        deviceScaleFactor: options.deviceScaleFactor,
        isMobile: options.isMobile,
        hasTouch: options.hasTouch,
        viewport: PHONE,
      });
      await skipWelcome(context);
      const tab: Tab = { page: await context.newPage(), visit: null };
      await reportViolations(tab.page, (text) => tab.visit?.violations.push(text));
      await refuseThirdParties(context, (url) => tab.visit?.thirdParty.push(url));
      await use(tab);
      await context.close();
    },
    { scope: "worker" },
  ],
  // Each test's own record, and its own listeners, attached for it and removed after it.
  visit: async ({ tab }, use) => {
    const { page } = tab;
    const visit: Visit = { page, violations: [], errors: [], thirdParty: [] };
    const onConsole = (message: { text(): string }) => {
      if (isViolationMessage(message.text())) visit.violations.push(message.text());
    };
    const onError = (error: Error) => visit.errors.push(error.message);
    page.on("console", onConsole);
    page.on("pageerror", onError);
    tab.visit = visit;
    await page.setViewportSize(PHONE);
    await use(visit);
    // The route's document ends (and writes what it writes on leaving: React Router keeps
    // scroll positions in sessionStorage), then the site's storage is emptied from a page
    // of the site with no script: the next route starts with nothing stored but the
    // welcome mark. (After any failure Playwright starts a new worker, and a new tab.)
    await page.goto("/robots.txt");
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await page.context().clearCookies();
    tab.visit = null;
    page.off("console", onConsole);
    page.off("pageerror", onError);
  },
});

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
