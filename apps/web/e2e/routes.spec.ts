import { followInsideApp, footerLinkTo, waitForApp } from "./support/page.ts";
// Every page of the route table opening on its own: every-route.spec.ts.
import { DIAGNOSTICS_PATHS, REDIRECTS } from "./support/route-table.ts";
import { test as inSharedTab } from "./support/shared-tab.ts";
import { expect, test } from "./support/test.ts";

for (const [from, to] of Object.entries(REDIRECTS)) {
  inSharedTab(`${from} opened directly lands on ${to}`, async ({ page }) => {
    await page.goto("/historia");
    await page.goto(from);
    await expect(page).toHaveURL(to);
    await page.goBack();
    await expect(page).toHaveURL(/\/historia$/);
  });

  inSharedTab(
    `${from} followed inside the site lands on ${to}, replacing the history entry`,
    async ({ page }) => {
      await page.goto("/historia");
      await waitForApp(page);
      // The site links to none of these old addresses: a stale link in the footer's HTML.
      await followInsideApp(page, await footerLinkTo(page, from), to);
      await page.goBack();
      await expect(page).toHaveURL(/\/historia$/);
    },
  );
}

// The 404 page opened directly: layout.spec.ts.

inSharedTab("a client-side navigation to an unknown path shows the 404 page too", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => {
    window.history.pushState({}, "", "/no-existe");
    window.dispatchEvent(new PopStateEvent("popstate"));
  });
  await expect(page.getByRole("heading", { level: 1, name: "Página no encontrada" })).toBeVisible();
});

test("the league service answers through the site's /api proxy", async ({ request }) => {
  const response = await request.get("/api/standings/voley/primera");
  expect(response.ok()).toBe(true);
  const body = await response.json();
  expect(Array.isArray(body.standings)).toBe(true);
  expect(body.standings.length).toBeGreaterThan(0);
});

test("the diagnostics pages exist in a production build only with their flag", async ({ page }) => {
  const expected = process.env.VITE_ENABLE_DIAGNOSTICS === "true" ? 200 : 404;
  for (const path of DIAGNOSTICS_PATHS) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(expected);
  }
});
