import { holdRequests, waitForApp } from "./support/page.ts";
import { expect, newContext, test } from "./support/test.ts";
import { watchErrors } from "./support/watch.ts";

/**
 * A first visit: what a page needs before the app is live, and what the app does when
 * it arrives. Each page carries its CSS inline, league pages start their data request
 * from the `<head>`, and the app hydrates onto the prerendered page without a mismatch.
 */

// How a page loads, timed by the browser's own clock (support/test.ts); dates are checked
// by their shape only.
test.use({ testClock: false });

const LEAGUE_PAGES = [
  { path: "/basquet/federal", api: "/api/standings/basquet/federal" },
  { path: "/voley/primera", api: "/api/standings/voley/primera" },
  { path: "/voley/tira-b", api: "/api/standings/voley/tira-b" },
];

for (const { path, api } of LEAGUE_PAGES) {
  test(`${path}: the table's data is asked for once, from the page's head, and the app uses that answer`, async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const calls: { url: string; type: string }[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === api)
        calls.push({ url: request.url(), type: request.resourceType() });
    });
    await page.goto(path);
    const preload = page.locator(`head link[rel="preload"][as="fetch"][href="${api}"]`);
    await expect(preload).toHaveAttribute("crossorigin", "anonymous");
    await waitForApp(page);
    await expect(page.locator(".standings__ours").first()).toBeVisible();
    // Chromium warns in the console when a preloaded answer goes unused; a second request would show here too.
    expect(calls).toHaveLength(1);
    expect(errors).toEqual([]);
  });
}

test("league pages hydrate onto the prerendered page without an error, and their table shows", async ({
  page,
}) => {
  const errors = watchErrors(page);
  for (const { path } of LEAGUE_PAGES) {
    await page.goto(path);
    await waitForApp(page);
    await expect(page.locator(".standings__ours").first()).toBeVisible();
  }
  await page.goto("/");
  await waitForApp(page);
  expect(errors).toEqual([]);
});

test("a page paints from its own document: its CSS is inline, no stylesheet is fetched", async ({ page }) => {
  const stylesheets: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "stylesheet") stylesheets.push(request.url());
  });
  const response = await page.goto("/basquet/federal");
  // Every stylesheet link of the document is disabled: nothing blocks the first paint.
  const html = (await response?.text()) ?? "";
  expect(html).not.toMatch(/<link rel="stylesheet" href="[^"]+"\/>/);
  await waitForApp(page);
  // Once hydrated, React also loads the frame's stylesheet (React Router writes it as
  // `shell-….css#`): after the paint, so it blocks nothing, and cached for a year, so the
  // pages opened next inside the site have the frame's rules without inlining them again.
  expect(stylesheets.filter((url) => !/\/assets\/shell-[^/]+\.css/.test(url))).toEqual([]);
  expect(await page.locator("head style[data-href]").count()).toBeGreaterThan(0);
  // The layout's styles apply: the header is laid out as a bar, not as unstyled text.
  await expect(page.locator(".site-header")).toHaveCSS("position", /sticky|fixed|relative/);
});

test("after a client-side navigation only the new page's styles apply, and coming back restores them", async ({
  page,
}) => {
  await page.goto("/basquet/federal");
  await waitForApp(page);
  const pageStyle = page.locator('head style[data-href*="basquet-federal"]');
  await expect(pageStyle).toHaveJSProperty("disabled", false);
  await page.locator(".site-footer").getByRole("link", { name: "Historia", exact: true }).click();
  await expect(page).toHaveURL(/\/historia$/);
  await expect(pageStyle).toHaveJSProperty("disabled", true);
  await page.goBack();
  await expect(page).toHaveURL(/\/basquet\/federal$/);
  await expect(pageStyle).toHaveJSProperty("disabled", false);
});

test.describe("before the app is live", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("without JavaScript, the phone menu opens on a tap, shows its links and closes", async ({
    browser,
  }) => {
    const context = await newContext(browser, {
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto("/historia");
    const panel = page.getByRole("dialog", { name: "Menú" });
    await expect(panel).toBeHidden();
    await page.getByRole("button", { name: "Menú", exact: true }).tap();
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("link", { name: "Inicio", exact: true })).toBeVisible();
    await panel.getByRole("button", { name: "Cerrar menú" }).tap();
    await expect(panel).toBeHidden();
    await context.close();
  });

  test("while the app's code is still on its way, the first tap opens the menu", async ({ page }) => {
    // The app's modules never arrive: whatever works here is the page's own HTML.
    await page.route("**/assets/*.js", () => {});
    await page.goto("/basquet/federal", { waitUntil: "commit" });
    await page.getByRole("button", { name: "Menú", exact: true }).tap();
    await expect(page.getByRole("dialog", { name: "Menú" })).toBeVisible();
    // Not live: the app alone writes <html data-navigation> (src/layout/navigation-state.tsx).
    expect(await page.evaluate(() => document.documentElement.dataset.navigation)).toBeUndefined();
  });

  for (const { path } of LEAGUE_PAGES) {
    test(`${path}: while the app's code is still on its way, the table with our club already shows`, async ({
      page,
    }) => {
      const errors = watchErrors(page);
      // The app's modules never arrive: the table is the page's own, built with the league's answer.
      await page.route("**/assets/*.js", () => {});
      await page.goto(path, { waitUntil: "commit" });
      const ours = page.locator(".standings__ours").first();
      await expect(ours).toBeVisible();
      await expect(ours).toContainText("(nuestro club)");
      // Above it, as the app would show them: its freshness, or the label of the club's backup.
      await expect(page.locator(".league-notices")).toContainText(
        /Actualizado|Tabla de respaldo del club: todavía no hay datos oficiales/,
      );
      await expect(page.getByRole("status").filter({ hasText: "Cargando tabla" })).toHaveCount(0);
      // Not live: the app alone writes <html data-navigation> (src/layout/navigation-state.tsx).
      expect(await page.evaluate(() => document.documentElement.dataset.navigation)).toBeUndefined();
      expect(errors).toEqual([]);
    });
  }

  test("the table shown before the app was live is the one the app keeps: same element, one request", async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const release = await holdRequests(page, "**/assets/*.js");
    const calls: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/api/")) calls.push(request.url());
    });
    await page.goto("/voley/primera", { waitUntil: "commit" });
    const table = page.getByRole("table", { name: /Primera División/ });
    await expect(table).toBeVisible();
    await table.evaluate((element) => element.setAttribute("data-seen-before-app", ""));
    release();
    await waitForApp(page);
    await expect(page.getByRole("status").filter({ hasText: "Cargando tabla" })).toHaveCount(0);
    await expect(page.locator("table[data-seen-before-app]")).toBeVisible();
    expect(calls.filter((url) => url.includes("/api/standings/"))).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  test("a failed call keeps the page's table with its date, under the error box with Reintentar", async ({
    page,
  }) => {
    await page.route("**/api/**", (route) => route.fulfill({ status: 503, json: {} }));
    await page.goto("/basquet/federal");
    await waitForApp(page);
    await expect(page.getByRole("button", { name: "Reintentar" })).toBeVisible();
    await expect(page.locator(".standings")).toHaveCount(1);
    await expect(page.locator(".league-freshness time")).toHaveText(/^\(\d\d\/\d\d\/\d{4}, \d\d:\d\d\)$/);
  });

  test("without JavaScript, a gallery thumbnail shows its photo", async ({ browser }) => {
    const context = await newContext(browser, {
      viewport: { width: 390, height: 844 },
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto("/judo");
    const thumbnail = page.getByRole("list", { name: "Fotos de judo" }).getByRole("link").first();
    const photo = await thumbnail.locator("img").getAttribute("src");
    await thumbnail.click();
    await expect(page).toHaveURL(new RegExp(`${photo}$`));
    await context.close();
  });
});

test("home: the app's code is fetched only once the hero photo is on screen", async ({ page }) => {
  const modules: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") modules.push(new URL(request.url()).pathname);
  });
  const release = await holdRequests(page, "**/images/club/basquet-equipo-midland-portada-*");
  await page.goto("/", { waitUntil: "commit" });
  // The page paints and waits; the app's ~115 KB stay off the connection the photo needs.
  await page.waitForFunction(() => performance.getEntriesByType("paint").length > 0);
  await page.waitForTimeout(1000);
  expect(modules).toEqual([]);
  release();
  await waitForApp(page);
  const painted = await page.evaluate(async () => {
    // Element Timing entries are read through an observer only (buffered: the ones already made).
    const photo = await new Promise<number>((resolve) =>
      new PerformanceObserver((list) =>
        resolve((list.getEntries()[0] as unknown as { renderTime: number }).renderTime),
      ).observe({ type: "element", buffered: true }),
    );
    const shell = performance.getEntriesByType("resource").find((r) => r.name.includes("/assets/shell-"));
    return { photo, shell: shell?.startTime ?? Number.NaN };
  });
  expect(painted.shell).toBeGreaterThanOrEqual(painted.photo);
});
