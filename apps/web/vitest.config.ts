import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
// The tests' day from its source: Knip loads this file before anything is built.
import { TEST_TODAY } from "../../packages/shared/src/test-clock.ts";
import { contentFiles } from "./scripts/vite-content.ts";

// The tests that need a browser's DOM: the components, and the browser modules tested
// without React. Everything else (the build's scripts, the content readers, the league
// data, the service worker's rules) runs in plain Node: a jsdom window costs each test
// file about a second of this 2-core machine, and those files never touch one. A test
// that needs a DOM and is not listed fails at once with "document is not defined".
const DOM_TESTS = [
  "src/**/*.test.tsx",
  "src/layout/analytics.test.ts",
  "src/layout/welcome-gate.test.ts",
  "src/league/early-data.test.ts",
  "src/lib/firebase.test.ts",
  "src/lib/focus.test.ts",
  "src/lib/inline-styles.test.ts",
  "src/lib/reveal.test.ts",
  "src/lib/scroll.test.ts",
  "src/lib/service-worker-register.test.ts",
  "src/lib/storage.test.ts",
  "src/lib/use-swipe.test.ts",
  "scripts/paint-before-scripts.test.ts",
];

// Tests that replace what a browser never lets a page replace: `window.location` (to see a
// reload) and `document` (to render the page as the build does). In the "dom" project's
// pool, as in a browser, those properties cannot be redefined, so these run in a jsdom
// set up in the test file's own process instead.
const DOM_TESTS_REPLACING_GLOBALS = ["src/layout/site-layout.test.tsx", "src/pages/horarios.test.tsx"];

// Unit and component tests only; the React Router plugin is for builds, and the
// Playwright specs in e2e/ run in a real browser, not here. The content files are the
// site's own (apps/web/content/), drafts included, as on the dev server.
export default defineConfig({
  plugins: [react(), contentFiles({ drafts: true, today: TEST_TODAY })],
  test: {
    // The build's day, for the content the tests read (site-today.ts); see docs/quality.md, "Time in tests".
    env: { TZ: "UTC", SITE_TODAY: TEST_TODAY },
    // A guard against a test that hangs, not a speed limit: on a 2-core machine running two
    // suites, a component test typing a whole form took over 5 s (Vitest's default) and
    // the whole shell with its lazy error page 27 s.
    testTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: "dom",
          include: DOM_TESTS,
          exclude: DOM_TESTS_REPLACING_GLOBALS,
          environment: "jsdom",
          setupFiles: ["./src/test-clock.ts", "./src/test-setup.ts"],
          // One jsdom module per worker, a fresh window (a VM context) for each test file:
          // still one window per file, but without loading jsdom again for each (about a
          // second per file on this machine, three quarters of the DOM tests' time).
          pool: "vmForks",
        },
      },
      {
        extends: true,
        test: {
          name: "dom-own-process",
          include: DOM_TESTS_REPLACING_GLOBALS,
          environment: "jsdom",
          setupFiles: ["./src/test-clock.ts", "./src/test-setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "node",
          include: ["src/**/*.test.ts", "scripts/**/*.test.ts"],
          exclude: DOM_TESTS,
          environment: "node",
          setupFiles: ["./src/test-clock.ts"],
        },
      },
    ],
  },
});
