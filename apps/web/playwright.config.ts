import { defineConfig, devices } from "@playwright/test";
// The tests' day from its source: Knip loads this file before anything is built.
import { TEST_TODAY } from "../../packages/shared/src/test-clock.ts";
import { API_PORT, EDITOR_ORIGIN, EDITOR_PORT, SITE_ORIGIN, WEB_PORT } from "./e2e/support/origins.ts";
import { CHROMIUM_FLAGS } from "./scripts/chromium-flags.mjs";

/**
 * Browser tests against the production build served as the web image serves it (nginx
 * with the site's configuration, deploy/serve-nginx.sh) in front of the real league
 * service, in Debian's Chromium (never a downloaded browser). The same nginx serves the
 * editor on an origin of its own (E2E_EDITOR_PORT, 4174 by default), where the site's
 * /admin leads; the editor's tests set it as their baseURL (e2e/support/origins.ts).
 */
const chromium = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const buildDir = process.env.WEB_BUILD_DIR ?? "build";
// The builds the tests make (test content, the editor's saves) are of the test run's day,
// as the site under test is (the test command builds it with the same SITE_TODAY).
process.env.SITE_TODAY = TEST_TODAY;
// Under the test command's moved clock (faketime), Chromium keeps the real one: its
// processes do not all take faketime's, and a preloaded answer then looked 400 days old to
// the page. Pages read the tests' day from Playwright's clock instead (e2e/support/test.ts).
const { LD_PRELOAD: _faketimeLibrary, FAKETIME: _movedClock, ...browserEnv } = process.env;

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  // Two workers, here and in CI alike. Most of a test's time is waiting (a page's timers,
  // the network going idle, a build in a child process): with one worker a 2-core machine
  // was idle 25-50% of the suite. Measured on 2026-11-28, whole suite on 2 cores: 366 s
  // with one worker, 272 s with two, all 317 passed, the slowest test besides the
  // editor's builds 6.5 s against the 30 s limit. (Before tests shared a tab per worker,
  // two were no faster.) A fixed two, not a share of the cores: every machine then runs
  // the suite as CI does, two tests at a time against one nginx and one league service.
  workers: 2,
  reporter: "list",
  timeout: 30_000,
  // What appears after hydration (a modal, a menu, a live table) on a shared 2-core
  // machine: a wait for something that never comes still fails, only later.
  expect: { timeout: 10_000 },
  use: {
    baseURL: SITE_ORIGIN,
    // The offline worker answers a page's requests once it takes over, out of page.route()'s
    // sight: tests that watch or fake requests would race it. offline.spec.ts lets it run.
    serviceWorkers: "block",
    locale: "es-AR",
    timezoneId: "America/Argentina/Buenos_Aires",
    launchOptions: {
      executablePath: chromium,
      args: CHROMIUM_FLAGS,
      env: process.env.FAKETIME ? browserEnv : process.env,
    },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1366, height: 768 } } },
  ],
  webServer: [
    {
      command: `node ../api/dist/server.js`,
      url: `http://127.0.0.1:${API_PORT}/api/health`,
      env: { PORT: String(API_PORT), HOST: "127.0.0.1", LOG_LEVEL: "warn" },
      reuseExistingServer: !process.env.CI,
      timeout: 20_000,
    },
    {
      // WEB_BUILD_DIR picks another build (two people testing side by side), as the build
      // does. The site, and the editor (build/editor) on its own port; the site's /admin
      // leads to EDITOR_ORIGIN, set here so that it is the address the tests use.
      command: `bash deploy/serve-nginx.sh 127.0.0.1:${WEB_PORT} http://127.0.0.1:${API_PORT} ${buildDir}/client 127.0.0.1:${EDITOR_PORT} ${buildDir}/editor`,
      env: { EDITOR_ORIGIN },
      url: `${SITE_ORIGIN}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
  ],
});
