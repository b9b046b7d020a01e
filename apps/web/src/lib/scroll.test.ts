import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { hashTarget, scrollWhenPresent } from "./scroll.ts";
import { lockScroll } from "./scroll-lock.ts";

describe("hashTarget", () => {
  it("reads the element id of a hash, decoded, and nothing from an empty or broken one", () => {
    expect(hashTarget("#contacto")).toBe("contacto");
    expect(hashTarget("#secci%C3%B3n")).toBe("sección");
    expect(hashTarget("")).toBeNull();
    expect(hashTarget("#")).toBeNull();
    expect(hashTarget("#%E0%A4%A")).toBeNull();
  });
});

describe("scrollWhenPresent", () => {
  const scrolled = vi.fn();
  beforeEach(() => {
    vi.useFakeTimers();
    Element.prototype.scrollIntoView = function (this: Element, options?: boolean | ScrollIntoViewOptions) {
      scrolled(this.id, options);
    };
  });
  afterEach(() => {
    vi.useRealTimers();
    scrolled.mockReset();
    document.body.innerHTML = "";
  });

  const addTarget = (id: string) => {
    const el = document.createElement("section");
    el.id = id;
    document.body.append(el);
  };

  it("scrolls smoothly at once to an anchor that is already there", () => {
    addTarget("contacto");
    scrollWhenPresent("contacto");
    expect(scrolled).toHaveBeenCalledWith("contacto", { behavior: "smooth", block: "start" });
  });

  it("waits for an anchor that appears later, up to the limit", async () => {
    scrollWhenPresent("asociate");
    await vi.advanceTimersByTimeAsync(9_000);
    expect(scrolled).not.toHaveBeenCalled();
    addTarget("asociate");
    await vi.advanceTimersByTimeAsync(0);
    expect(scrolled).toHaveBeenCalledTimes(1);
  });

  it("gives up after 10 seconds", async () => {
    scrollWhenPresent("club");
    await vi.advanceTimersByTimeAsync(10_001);
    addTarget("club");
    await vi.advanceTimersByTimeAsync(0);
    expect(scrolled).not.toHaveBeenCalled();
  });

  it("gives up when the visitor scrolls on their own, or when cancelled", async () => {
    scrollWhenPresent("club");
    window.dispatchEvent(new Event("wheel"));
    const cancel = scrollWhenPresent("asociate");
    cancel();
    addTarget("club");
    addTarget("asociate");
    await vi.advanceTimersByTimeAsync(0);
    expect(scrolled).not.toHaveBeenCalled();
  });

  it("jumps without animation when reduced motion is asked for", () => {
    vi.stubGlobal("matchMedia", (query: string) => ({ matches: query.includes("reduce") }));
    addTarget("contacto");
    scrollWhenPresent("contacto");
    expect(scrolled).toHaveBeenCalledWith("contacto", { behavior: "instant", block: "start" });
    vi.unstubAllGlobals();
  });
});

describe("lockScroll", () => {
  it("stops page scrolling until the last of nested locks is released", () => {
    const root = document.documentElement;
    const first = lockScroll();
    const second = lockScroll();
    expect(root.style.overflow).toBe("hidden");
    first();
    first();
    expect(root.style.overflow).toBe("hidden");
    second();
    expect(root.style.overflow).toBe("");
  });
});
