import { afterEach, describe, expect, it, vi } from "vitest";
import { isPastRevealLine, startReveal } from "./reveal.ts";

describe("isPastRevealLine", () => {
  it("is true once the top is above 1/1.2 of the window height", () => {
    // 1200 / 1.2 = 1000
    expect(isPastRevealLine(999, 1200)).toBe(true);
    expect(isPastRevealLine(1000, 1200)).toBe(false);
    expect(isPastRevealLine(-400, 1200)).toBe(true);
  });
});

describe("startReveal", () => {
  type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;
  let notify: Callback = () => {};
  const observed: Element[] = [];
  let options: IntersectionObserverInit | undefined;

  class FakeObserver {
    constructor(callback: Callback, init?: IntersectionObserverInit) {
      notify = callback;
      options = init;
    }
    observe(el: Element) {
      observed.push(el);
    }
    unobserve(el: Element) {
      observed.splice(observed.indexOf(el), 1);
    }
    disconnect() {
      observed.length = 0;
    }
  }

  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = "";
    observed.length = 0;
  });

  const block = () => {
    const el = document.createElement("div");
    el.setAttribute("data-reveal", "");
    document.body.append(el);
    return el;
  };
  /** What the observer says of an element: where its top is, and whether it is laid out. */
  const seen = (target: Element, top: number, isIntersecting: boolean, laidOut = true) => ({
    target,
    isIntersecting,
    boundingClientRect: { top, width: laidOut ? 300 : 0, height: laidOut ? 100 : 0 } as DOMRect,
  });

  it("marks what is in view from the observer's first answers, then lets the CSS hide the rest", () => {
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    vi.stubGlobal("innerHeight", 1200);
    const inView = block();
    const below = block();
    const skipped = block();
    // Nothing is read on the spot: until the first answers, everything stays visible.
    inView.getBoundingClientRect = () => {
      throw new Error("read a position on the spot");
    };
    const stop = startReveal();
    expect(document.documentElement.classList.contains("js-reveal")).toBe(false);
    expect(observed).toEqual([inView, below, skipped]);
    expect(options?.rootMargin).toBe("0px 0px -16.6667% 0px");

    notify([seen(inView, 300, true), seen(below, 2000, false), seen(skipped, 0, false, false)]);
    expect(inView.hasAttribute("data-revealed")).toBe(true);
    expect(below.hasAttribute("data-revealed")).toBe(false);
    // A section the browser skips reports no box (top 0): it is not taken as scrolled past.
    expect(skipped.hasAttribute("data-revealed")).toBe(false);
    expect(document.documentElement.classList.contains("js-reveal")).toBe(true);
    expect(observed).toEqual([below, skipped]);

    notify([seen(below, 1100, false)]);
    expect(below.hasAttribute("data-revealed")).toBe(false);
    notify([seen(below, 900, true)]);
    expect(below.hasAttribute("data-revealed")).toBe(true);
    expect(observed).toEqual([skipped]);
    stop();
    expect(document.documentElement.classList.contains("js-reveal")).toBe(false);
  });

  it("reveals elements scrolled past without ever crossing the line (a jump to an anchor)", () => {
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    const above = block();
    const stop = startReveal();
    notify([seen(above, -800, false)]);
    expect(above.hasAttribute("data-revealed")).toBe(true);
    stop();
  });

  it("watches elements that pages add later, hidden from the start when there was nothing to wait for", async () => {
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    const stop = startReveal();
    expect(document.documentElement.classList.contains("js-reveal")).toBe(true);
    const late = block();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(observed).toContain(late);
    stop();
  });

  it("simply shows everything where the browser has no IntersectionObserver", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    Reflect.deleteProperty(window, "IntersectionObserver");
    const far = block();
    startReveal();
    expect(far.hasAttribute("data-revealed")).toBe(true);
    expect(document.documentElement.classList.contains("js-reveal")).toBe(false);
  });
});
