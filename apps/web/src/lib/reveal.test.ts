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

  const block = (top: number) => {
    const el = document.createElement("div");
    el.setAttribute("data-reveal", "");
    el.getBoundingClientRect = () => ({ top }) as DOMRect;
    document.body.append(el);
    return el;
  };

  it("marks what is already in view at once and watches the rest against the 1/1.2 line", () => {
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    vi.stubGlobal("innerHeight", 1200);
    const inView = block(300);
    const below = block(2000);
    expect(document.documentElement.classList.contains("js-reveal")).toBe(false);
    const stop = startReveal();
    // Only now may the CSS hide what has not passed the line: what was in view is marked already.
    expect(document.documentElement.classList.contains("js-reveal")).toBe(true);
    expect(inView.hasAttribute("data-revealed")).toBe(true);
    expect(below.hasAttribute("data-revealed")).toBe(false);
    expect(observed).toEqual([below]);
    expect(options?.rootMargin).toBe("0px 0px -16.6667% 0px");

    notify([{ target: below, isIntersecting: false, boundingClientRect: { top: 1100 } as DOMRect }]);
    expect(below.hasAttribute("data-revealed")).toBe(false);
    notify([{ target: below, isIntersecting: true, boundingClientRect: { top: 900 } as DOMRect }]);
    expect(below.hasAttribute("data-revealed")).toBe(true);
    expect(observed).toEqual([]);
    stop();
    expect(document.documentElement.classList.contains("js-reveal")).toBe(false);
  });

  it("reveals elements scrolled past without ever crossing the line (a jump to an anchor)", () => {
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    const above = block(5000);
    const stop = startReveal();
    notify([{ target: above, isIntersecting: false, boundingClientRect: { top: -800 } as DOMRect }]);
    expect(above.hasAttribute("data-revealed")).toBe(true);
    stop();
  });

  it("watches elements that pages add later", async () => {
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    const stop = startReveal();
    const late = block(3000);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(observed).toContain(late);
    stop();
  });

  it("simply shows everything where the browser has no IntersectionObserver", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    Reflect.deleteProperty(window, "IntersectionObserver");
    const far = block(9000);
    startReveal();
    expect(far.hasAttribute("data-revealed")).toBe(true);
    expect(document.documentElement.classList.contains("js-reveal")).toBe(false);
  });
});
