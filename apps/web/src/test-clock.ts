import { beforeEach, vi } from "vitest";
import { TEST_NOW } from "../../../scripts/lib/test-clock.ts";

// Every unit test starts at the test run's clock, whatever the day it runs (docs/quality.md,
// "Time in tests"): Date reads TEST_NOW; timers stay real. A test that needs another
// moment sets it itself (vi.useFakeTimers({ now }) or vi.setSystemTime).
beforeEach(() => {
  vi.setSystemTime(TEST_NOW);
});
