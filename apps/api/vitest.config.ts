import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    setupFiles: ["./src/testing/test-clock.ts"],
    // Each file builds its own app, cache dir and fake league server: files can run in parallel.
    // Generous: the shared 2-core machine runs builds and browsers beside these.
    testTimeout: 30_000,
  },
});
