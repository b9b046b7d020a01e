import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { followAnchor, hashTarget } from "./scroll.ts";
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

describe("followAnchor", () => {
  const scrolled = vi.fn();
  let resize: () => void = () => {};
  beforeEach(() => {
    vi.useFakeTimers();
    Element.prototype.scrollIntoView = function (this: Element, options?: boolean | ScrollIntoViewOptions) {
      scrolled(this.id, options);
    };
    vi.stubGlobal(
      "ResizeObserver",
      class {
        constructor(callback: () => void) {
          resize = callback;
        }
        observe() {}
        disconnect() {
          resize = () => {};
        }
      },
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    scrolled.mockReset();
    document.body.innerHTML = "";
  });

  const addTarget = (id: string, top = 500) => {
    const el = document.createElement("section");
    el.id = id;
    el.getBoundingClientRect = () => ({ top }) as DOMRect;
    document.body.append(el);
    return el;
  };

  it("scrolls smoothly at once to an anchor that is already there", () => {
    addTarget("contacto");
    followAnchor("contacto");
    expect(scrolled).toHaveBeenCalledWith("contacto", { block: "start" });
  });

  it("waits for an anchor that appears later, up to the limit", async () => {
    followAnchor("asociate");
    await vi.advanceTimersByTimeAsync(9_000);
    expect(scrolled).not.toHaveBeenCalled();
    addTarget("asociate");
    await vi.advanceTimersByTimeAsync(0);
    expect(scrolled).toHaveBeenCalledTimes(1);
  });

  it("gives up after 10 seconds", async () => {
    followAnchor("club");
    await vi.advanceTimersByTimeAsync(10_001);
    addTarget("club");
    await vi.advanceTimersByTimeAsync(0);
    expect(scrolled).not.toHaveBeenCalled();
  });

  it("keeps the anchor in view while content above it grows, and only then", () => {
    const target = addTarget("contacto", 80);
    followAnchor("contacto");
    expect(scrolled).toHaveBeenCalledTimes(1);
    resize();
    expect(scrolled).toHaveBeenCalledTimes(1);
    target.getBoundingClientRect = () => ({ top: 900 }) as DOMRect;
    resize();
    expect(scrolled).toHaveBeenCalledTimes(2);
  });

  it("has the page lay out what the browser may skip before it scrolls, until it lets go", () => {
    addTarget("contacto", 80);
    let laidOutAtScroll = false;
    scrolled.mockImplementation(() => {
      laidOutAtScroll = document.documentElement.hasAttribute("data-anchor-jump");
    });
    const stop = followAnchor("contacto");
    expect(laidOutAtScroll).toBe(true);
    stop();
    expect(document.documentElement.hasAttribute("data-anchor-jump")).toBe(false);
  });

  it("lets go as soon as the visitor scrolls, or when stopped", async () => {
    followAnchor("club");
    window.dispatchEvent(new Event("wheel"));
    const stop = followAnchor("asociate");
    stop();
    addTarget("club");
    addTarget("asociate");
    await vi.advanceTimersByTimeAsync(0);
    expect(scrolled).not.toHaveBeenCalled();
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
