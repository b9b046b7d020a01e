import { afterEach, describe, expect, it, vi } from "vitest";
import { readStored, writeStored } from "./storage.ts";

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe("storage", () => {
  it("reads back what it wrote", () => {
    expect(readStored("casa:prueba")).toBeNull();
    expect(writeStored("casa:prueba", "1")).toBe(true);
    expect(readStored("casa:prueba")).toBe("1");
  });

  it("answers null and false instead of throwing when the browser refuses storage", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("quota", "QuotaExceededError");
    });
    expect(readStored("casa:prueba")).toBeNull();
    expect(writeStored("casa:prueba", "1")).toBe(false);
  });

  it("survives a browser where merely touching localStorage throws", () => {
    vi.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    expect(readStored("casa:prueba")).toBeNull();
    expect(writeStored("casa:prueba", "1")).toBe(false);
  });
});
