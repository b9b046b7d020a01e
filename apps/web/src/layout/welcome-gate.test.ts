import { afterEach, describe, expect, it, vi } from "vitest";

async function gate() {
  vi.resetModules();
  return import("./welcome-gate.ts");
}

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe("welcome gate", () => {
  it("welcomes a browser's first visit to the home page, then never again", async () => {
    const { shouldWelcome, markWelcomed, WELCOME_SEEN_KEY } = await gate();
    expect(shouldWelcome("/", "")).toBe(true);
    markWelcomed();
    expect(window.localStorage.getItem(WELCOME_SEEN_KEY)).not.toBeNull();
    expect(shouldWelcome("/", "")).toBe(false);

    // A later page load of the same browser.
    const again = await gate();
    expect(again.shouldWelcome("/", "")).toBe(false);
  });

  it("stays away from other pages and from links to a home section", async () => {
    const { shouldWelcome } = await gate();
    expect(shouldWelcome("/historia", "")).toBe(false);
    expect(shouldWelcome("/", "#contacto")).toBe(false);
  });

  it("shows once per page load where the browser refuses storage, without throwing", async () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    const { shouldWelcome, markWelcomed } = await gate();
    expect(shouldWelcome("/", "")).toBe(true);
    expect(() => markWelcomed()).not.toThrow();
    expect(shouldWelcome("/", "")).toBe(false);
  });
});
