import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    // Each file builds its own app, cache dir and fake league server: files can run in parallel.
    testTimeout: 10_000,
  },
});
