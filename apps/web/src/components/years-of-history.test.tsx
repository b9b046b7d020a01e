import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { YearsOfHistory } from "./years-of-history.tsx";

// Hydration by hand (no Testing Library render), so React is told it runs under act().
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeEach(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("YearsOfHistory", () => {
  it("hydrates a page built before 12 December 2026 without a warning, then reads 100 on the day", async () => {
    // Built on 26 November (the build's count, from the page's loader): 99.
    vi.useFakeTimers({ now: new Date("2026-11-26T12:00:00-03:00"), toFake: ["Date"] });
    const container = document.createElement("div");
    container.innerHTML = renderToString(<YearsOfHistory built={99} />);
    expect(container.textContent).toBe("99");

    // Opened on the centenary, just after midnight in Buenos Aires.
    vi.setSystemTime(new Date("2026-12-12T00:05:00-03:00"));
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <YearsOfHistory built={99} />, {
        onRecoverableError: (error) => recoverable.push(error),
      });
    });
    expect(container.textContent).toBe("100");
    expect(errors.mock.calls.map((call) => String(call[0]).slice(0, 300))).toEqual([]);
    expect(recoverable).toEqual([]);
  });
});
