import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { YearsOfHistory } from "./years-of-history.tsx";

afterEach(() => {
  vi.useRealTimers();
});

describe("YearsOfHistory", () => {
  it("hydrates the figure prerendered before 12 December and then shows today's, without a mismatch", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(2026, 11, 1)); // build: 1 December 2026, 99 years
    const container = document.createElement("p");
    container.innerHTML = renderToString(<YearsOfHistory />);
    document.body.append(container);
    expect(container.textContent).toBe("99");

    vi.setSystemTime(new Date(2026, 11, 20)); // visit: 20 December 2026, the centenary has passed
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <YearsOfHistory />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.textContent).toBe("100");
    container.remove();
  });
});
