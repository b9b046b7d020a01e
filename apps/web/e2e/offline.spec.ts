import { CACHES, MAX_ENTRIES } from "../src/service-worker/caches.ts";
import { type BrowserContext, expect, type Page, type Route, TEST_NOW, test } from "./support/test.ts";

/**
 * The service worker (src/service-worker/, built into sw.js) against the built site: a
 * fan who saw the league tables online still sees them with no connection, marked as
 * this phone's saved copy with their time; pages open offline (seen before or not); /api/health is never answered from
 * a cache; the worker changes nothing online (404 status, 301 redirects); and it leaves the
 * editor at /admin alone.
 */

test.use({ serviceWorkers: "allow" });

// The offline worker's start after the first paint, timed by the browser's own clock
// (support/test.ts); dates are checked by their shape only.
test.use({ testClock: false });

const OFFLINE_BADGE = "Sin conexión: te mostramos la copia guardada en este teléfono";

const BASQUET = { path: "/basquet/federal", api: "/api/standings/basquet/federal" };
const PRIMERA = { path: "/voley/primera", api: "/api/standings/voley/primera" };
/**
 * A page the tests never visit online. One without build-time data: React Router does not
 * fetch a page's build-time data (photos) when the fallback page renders it at first
 * load, so such pages (Historia, the league pages) open offline only once seen.
 */
const NEVER_SEEN = { path: "/accion-social", title: "Acción Social" };

/**
 * No connection, for the page and for the worker. Chromium's emulated offline mode does
 * not reliably reach the worker's own requests (after a reload they went through), so
 * they are also refused here, the way a phone with no signal refuses them.
 */
const refuseWorkerRequests = (route: Route) =>
  route.request().serviceWorker() ? route.abort("internetdisconnected") : route.fallback();

async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  await context.route("**", refuseWorkerRequests);
}

async function goOnline(context: BrowserContext): Promise<void> {
  await context.unroute("**", refuseWorkerRequests);
  await context.setOffline(false);
}

const standings = (page: Page) => page.getByRole("table", { name: /tabla de posiciones/ });

/** Resolves once the service worker is in charge of the page. */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, {
    timeout: 20_000,
  });
}

/**
 * Whether any of the site's caches holds an answer for `path`. `ignoreSearch` for the
 * shell's files, which Workbox keys with their revision (`?__WB_REVISION__=…`).
 */
function isSaved(page: Page, path: string, { ignoreSearch = false } = {}): Promise<boolean> {
  return page.evaluate(
    async ({ wanted, ignoreSearch }) => {
      for (const name of await caches.keys()) {
        if (await (await caches.open(name)).match(wanted, { ignoreSearch })) return true;
      }
      return false;
    },
    { wanted: path, ignoreSearch },
  );
}

/** The league service's own `last_update` for an answer (what the page must show). */
async function lastUpdateOf(page: Page, api: string): Promise<string> {
  const body = await (await page.request.get(api)).json();
  expect(typeof body.last_update).toBe("string");
  return body.last_update;
}

/** Visits a league page online and waits until the worker has saved the page and its table. */
async function seeOnline(page: Page, { path, api }: { path: string; api: string }): Promise<void> {
  await page.goto(path);
  await expect(standings(page)).toBeVisible();
  await waitForServiceWorker(page);
  await expect.poll(() => isSaved(page, api), { timeout: 15_000 }).toBe(true);
  await expect.poll(() => isSaved(page, path), { timeout: 15_000 }).toBe(true);
}

/**
 * The saved table, marked as this phone's copy; with the league's update time when the
 * table is the league's (the club's backup table has no "Actualizado").
 */
async function expectSavedTable(page: Page, lastUpdate?: string): Promise<void> {
  const freshness = page.locator(".league-freshness");
  await expect(standings(page).getByRole("row").nth(2)).toBeVisible();
  await expect(freshness).toContainText(OFFLINE_BADGE);
  if (!lastUpdate) return;
  await expect(freshness).toContainText("Actualizado");
  await expect(freshness.locator("time")).toHaveAttribute("datetime", lastUpdate);
  await expect(freshness.locator("time")).toHaveText(/^\(\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}\)$/);
}

test("tables seen online show offline, marked as this phone's copy with their time", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const basquetUpdate = await lastUpdateOf(page, BASQUET.api);

  // The first visit: the worker installs after the page has loaded, then saves what it loaded.
  await seeOnline(page, BASQUET);
  await seeOnline(page, PRIMERA);
  // Online, the answer is the service's own: no offline mark.
  await expect(page.getByText(OFFLINE_BADGE)).toHaveCount(0);

  await goOffline(context);
  await page.reload();
  // The shipped service answers Primera with the club's backup table: saved all the same.
  await expectSavedTable(page);

  // A page seen before opens offline, with its table.
  const response = await page.goto(BASQUET.path);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Básquet");
  await expectSavedTable(page, basquetUpdate);

  // A page never visited opens too: the shell and every route's code were saved (the
  // fallback page has no content of its own, so the heading means the route rendered).
  await page.goto(NEVER_SEEN.path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(NEVER_SEEN.title);

  // The health check always asks the network: offline it fails, never a saved answer.
  const health = await page.evaluate(() =>
    fetch("/api/health").then(
      (r) => `answered ${r.status}`,
      () => "failed",
    ),
  );
  expect(health).toBe("failed");

  // Back online, the page shows the service's answer again, unmarked.
  await goOnline(context);
  await page.goto(BASQUET.path);
  await expect(page.locator(".league-freshness time")).toHaveAttribute("datetime", basquetUpdate);
  await expect(page.getByText(OFFLINE_BADGE)).toHaveCount(0);
});

test("/voley's matches seen online show offline with the saved mark", async ({ page, context }) => {
  test.setTimeout(90_000);
  // The shipped service has no volleyball fixture: the league publishes one here. A
  // context route, since the worker's own requests go past page.route().
  await context.route("**/api/fixtures/voley/tira-a", (route) =>
    route.fulfill({
      json: {
        fixtures: [
          {
            local: "CASA DE PADUA",
            visitante: "GELP",
            fecha: "05/12/2099",
            hora: "20:00",
            es_casa_local: true,
          },
        ],
        last_update: TEST_NOW.toISOString(),
        source: "https://liga.example/fixture",
        stale: false,
      },
    }),
  );
  await page.goto("/voley");
  await expect(page.locator(".fixture").first()).toBeVisible();
  await waitForServiceWorker(page);
  await expect.poll(() => isSaved(page, "/api/fixtures/voley/tira-a"), { timeout: 15_000 }).toBe(true);

  await goOffline(context);
  await page.reload();
  await expect(page.locator(".fixture").first()).toBeVisible();
  // Tira A's table and its matches: both the phone's saved copies.
  await expect(page.getByText(OFFLINE_BADGE)).toHaveCount(2);
});

test("more URLs with their own query strings than the caches keep do not push the shell out: the site still opens offline", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.goto("/");
  await waitForServiceWorker(page);
  await expect
    .poll(() => isSaved(page, "/__spa-fallback.html", { ignoreSearch: true }), { timeout: 15_000 })
    .toBe(true);

  // Files, league answers and hashed files, each URL new to the worker (what a crawler,
  // a shared link with tracking parameters or an old tab's reloads produce): more files
  // and league answers than their caches keep, so that both are trimmed (a hashed file is
  // kept by its path, whatever its query: a few show it).
  const script = await page.evaluate(
    () => performance.getEntriesByType("resource").find((entry) => entry.name.includes("/assets/"))?.name,
  );
  expect(script).toBeTruthy();
  const counts = { files: MAX_ENTRIES.files + 20, league: MAX_ENTRIES.league + 20, assets: 20 };
  const answered = await page.evaluate(
    async ({ asset, counts }) => {
      const urls = [
        ...Array.from({ length: counts.files }, (_, i) => `/favicon.svg?v=${i}`),
        ...Array.from({ length: counts.league }, (_, i) => `/api/standings/voley/primera?v=${i}`),
        ...Array.from({ length: counts.assets }, (_, i) => `${new URL(asset).pathname}?v=${i}`),
      ];
      let ok = 0;
      // Fifty at a time: as a page's burst of requests, not one after another.
      for (let i = 0; i < urls.length; i += 50) {
        const statuses = await Promise.all(
          urls.slice(i, i + 50).map((url) => fetch(url).then((r) => r.status)),
        );
        ok += statuses.filter((status) => status === 200).length;
      }
      return ok;
    },
    { asset: script as string, counts },
  );
  expect(answered).toBe(counts.files + counts.league + counts.assets);
  // Both were trimmed to their bound (the least recently used dropped): the flood did reach it.
  const kept = (name: string) =>
    page.evaluate(async (name) => (await (await caches.open(name)).keys()).length, name);
  await expect.poll(() => kept(CACHES.files)).toBeLessThanOrEqual(MAX_ENTRIES.files);
  await expect.poll(() => kept(CACHES.league)).toBeLessThanOrEqual(MAX_ENTRIES.league);

  await goOffline(context);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // A page never visited: only the shell (the fallback page and every route's code) opens it.
  await page.goto(NEVER_SEEN.path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(NEVER_SEEN.title);
});

// One visit for both (the worker's install, its shell of some 140 files, is most of a test's time).
test("the worker never saves /api/health, leaves 404s and redirects as the server sends them, and leaves the editor at /admin alone: none of it is answered by the worker or saved", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto("/");
  await waitForServiceWorker(page);

  await test.step("/api/health, a 404 and a redirect, as the server sends them", async () => {
    const status = await page.evaluate(() => fetch("/api/health").then((r) => r.status));
    expect(status).toBe(200);
    expect(await isSaved(page, "/api/health")).toBe(false);

    // An unknown address keeps its 404 through the worker, and is not kept as a page.
    const missing = await page.goto("/esta-pagina-no-existe");
    expect(missing?.status()).toBe(404);
    expect(await isSaved(page, "/esta-pagina-no-existe")).toBe(false);

    // A redirect of the route table is still the server's 301.
    const redirected = await page.goto("/basquet");
    expect(page.url()).toMatch(/\/basquet\/federal$/);
    const first = redirected?.request().redirectedFrom();
    expect((await first?.response())?.status()).toBe(301);
  });

  await test.step("the editor at /admin: none of it answered by the worker or saved", async () => {
    // From the page the redirect led to, one the worker is in charge of.
    await waitForServiceWorker(page);
    // Every answer under /admin, from here on: the page, Decap's script and chunks, config.yml.
    const editor: Array<{ path: string; fromWorker: boolean }> = [];
    page.on("response", (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.startsWith("/admin"))
        editor.push({ path: pathname, fromWorker: response.fromServiceWorker() });
    });
    // The editor's page, up to its login screen (on the editor's own origin, where the
    // site's /admin leads).
    const opened = await page.goto("/admin/");
    expect(opened?.status()).toBe(200);
    await expect(page.getByRole("button", { name: "Iniciar sesión con GitHub" })).toBeVisible();
    // Back on the site, whose caches the worker fills.
    await page.goto("/");

    expect(editor.map(({ path }) => path)).toEqual(
      expect.arrayContaining(["/admin/", "/admin/decap-cms.js", "/admin/config.yml"]),
    );
    expect(editor.filter(({ fromWorker }) => fromWorker)).toEqual([]);
    const saved = await page.evaluate(async () => {
      const paths: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys())
          paths.push(new URL(request.url).pathname);
      }
      return paths;
    });
    expect(saved.length).toBeGreaterThan(0);
    expect(saved.filter((path) => path.startsWith("/admin"))).toEqual([]);
  });
});
