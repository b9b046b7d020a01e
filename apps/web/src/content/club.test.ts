import { describe, expect, it } from "vitest";
import { yearsOfHistory } from "./club.ts";

describe("yearsOfHistory", () => {
  it("counts whole years since the founding on 12 December 1926", () => {
    expect(yearsOfHistory(new Date(2026, 11, 11))).toBe(99);
    expect(yearsOfHistory(new Date(2026, 11, 12))).toBe(100);
    expect(yearsOfHistory(new Date(2025, 0, 1))).toBe(98);
  });
});
