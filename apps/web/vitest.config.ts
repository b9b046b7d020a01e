import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

// Unit and component tests only; the React Router plugin is for builds, and the
// Playwright specs in e2e/ run in a real browser, not here.
export default defineConfig({
  plugins: [react()],
  test: {
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    environment: "jsdom",
    setupFiles: ["./src/test-setup.ts"],
    env: { TZ: "UTC" },
  },
});
