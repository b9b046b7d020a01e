import { TEST_NOW } from "@casa/shared/test-clock";
import { beforeEach, vi } from "vitest";

// Every unit test starts at the test run's clock, whatever the day it runs (docs/quality.md,
// "Time in tests"): Date starts at TEST_NOW and runs on; timers stay real. A test that
// needs another moment sets it itself (vi.useFakeTimers({ now }) or vi.setSystemTime).
beforeEach(() => {
  vi.useFakeTimers({ now: TEST_NOW, toFake: ["Date"], shouldAdvanceTime: true });
});
