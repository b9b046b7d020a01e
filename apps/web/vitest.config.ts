import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { contentFiles } from "./scripts/vite-content.ts";

// Unit and component tests only; the React Router plugin is for builds, and the
// Playwright specs in e2e/ run in a real browser, not here. The content files are the
// site's own (apps/web/content/), drafts included, as on the dev server.
export default defineConfig({
  plugins: [react(), contentFiles({ drafts: true })],
  test: {
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    environment: "jsdom",
    setupFiles: ["./src/test-setup.ts"],
    env: { TZ: "UTC" },
    // A guard against a test that hangs, not a speed limit: on a 2-core machine running two
    // suites, a component test typing a whole form took over 5 s (Vitest's default) and
    // the whole shell with its lazy error page 27 s.
    testTimeout: 60_000,
  },
});
