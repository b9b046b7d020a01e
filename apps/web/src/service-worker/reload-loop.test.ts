import { describe, expect, it } from "vitest";
import { RELOAD_LOOP_MS, reloadLoopGuard } from "./reload-loop.ts";

describe("reloadLoopGuard", () => {
  it("serves the fallback page once per address, and again only after the loop's few seconds", () => {
    let now = 1_000_000;
    const mayServe = reloadLoopGuard(() => now);
    expect(mayServe("/historia")).toBe(true);
    now += 300;
    // React Router reloading the page: the browser's own offline page ends the loop.
    expect(mayServe("/historia")).toBe(false);
    expect(mayServe("/colonia")).toBe(true);
    now += RELOAD_LOOP_MS;
    expect(mayServe("/historia")).toBe(true);
  });
});
