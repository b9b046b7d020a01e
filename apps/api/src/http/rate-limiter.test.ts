import { describe, expect, it } from "vitest";
import { FixedWindowRateLimiter } from "./rate-limiter.js";

describe("FixedWindowRateLimiter", () => {
  it("allows max requests per client per window, then says how long to wait", () => {
    let now = 0;
    const limiter = new FixedWindowRateLimiter(2, 60_000, () => now);
    expect([limiter.hit("a"), limiter.hit("a"), limiter.hit("b")]).toEqual([0, 0, 0]);
    now = 15_000;
    expect(limiter.hit("a")).toBe(45);
    now = 60_000;
    expect(limiter.hit("a")).toBe(0);
  });

  it("stays within its memory bound under many clients", () => {
    const limiter = new FixedWindowRateLimiter(1, 60_000, () => 0, 3);
    for (const client of ["a", "b", "c"]) limiter.hit(client);
    expect(limiter.hit("d")).toBe(0);
    expect(limiter.hit("d")).toBe(0);
    expect(limiter.hit("a")).toBeGreaterThan(0);
  });
});
