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

  it("still limits new clients when its table is full, forgetting the oldest", () => {
    const limiter = new FixedWindowRateLimiter(1, 60_000, () => 0, 3);
    for (const client of ["a", "b", "c"]) limiter.hit(client);
    expect(limiter.hit("d")).toBe(0);
    expect(limiter.hit("d")).toBeGreaterThan(0);
    expect(limiter.size).toBe(3);
    // "a" was the oldest: it made room for "d" and starts again.
    expect(limiter.hit("a")).toBe(0);
    expect(limiter.hit("c")).toBeGreaterThan(0);
  });

  it("never keeps more than a short key per client, whatever it is given", () => {
    const limiter = new FixedWindowRateLimiter(1, 60_000, () => 0, 10);
    for (let i = 0; i < 1000; i++) limiter.hit(`${"x".repeat(8000)}${i}`);
    expect(limiter.size).toBe(1);
    expect(limiter.hit("y".repeat(8000))).toBe(0);
  });
});
