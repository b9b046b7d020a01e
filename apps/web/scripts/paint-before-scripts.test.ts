import { afterEach, describe, expect, it, vi } from "vitest";
import { paintBeforeScripts, startAfterPaint, WAITING_TYPE } from "./paint-before-scripts.mjs";

/** A page as React Router prerenders it (trimmed): the module preloads, its hand-over and its bootstrap. */
const BOOTSTRAP =
  'import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-5.js";\nimport("/assets/entry.client-2.js");';
const PAGE = [
  '<!DOCTYPE html><html lang="es-AR"><head><meta charSet="utf-8"/>',
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/>',
  '<link rel="stylesheet" href="/assets/root-4.css"/></head>',
  "<body><main><h1>Historia</h1></main>",
  "<script>window.hand_over = {};</script>",
  `<script type="module" async="">${BOOTSTRAP}</script></body></html>`,
].join("");

describe("paintBeforeScripts", () => {
  const out = paintBeforeScripts(PAGE);

  it("keeps the bootstrap where it was, with its exact text, but waiting; drops the preload links", () => {
    expect(out).toContain(`<script type="${WAITING_TYPE}">${BOOTSTRAP}</script></body>`);
    expect(out).not.toContain('type="module" async');
    expect(out).not.toContain('rel="modulepreload"');
    expect(out).toContain('<link rel="stylesheet" href="/assets/root-4.css"/>');
    expect(out).toContain("<main><h1>Historia</h1></main><script>window.hand_over = {};</script>");
  });

  it("adds, at the end of the head, the module that starts it with the preloads' list", () => {
    const starter = /<script type="module">([\s\S]*?)<\/script><\/head>/.exec(out)?.[1] ?? "";
    expect(starter).toMatch(/^\(async function startAfterPaint\(/);
    expect(starter).toContain(
      `)(["/assets/manifest-1.js","/assets/entry.client-2.js"], "${WAITING_TYPE}", "foto-principal");`,
    );
  });

  it("names the page's high-priority photo for Element Timing, so the wait can see it painted", () => {
    const withPhoto = paintBeforeScripts(
      PAGE.replace(
        "<h1>Historia</h1>",
        '<img src="/a.webp" alt="La sede" fetchPriority="high"/><h1>Historia</h1>',
      ),
    );
    expect(withPhoto).toContain(
      '<img elementtiming="foto-principal" src="/a.webp" alt="La sede" fetchPriority="high"/>',
    );
    expect(out).not.toContain('elementtiming="foto-principal" ');
  });

  it("fails on a page without an inline module script, rather than leave it without hydration", () => {
    expect(() => paintBeforeScripts("<html><head></head><body><p>Sin scripts</p></body></html>")).toThrow(
      /no inline module script/,
    );
  });
});

describe("startAfterPaint, in the browser", () => {
  afterEach(() => {
    document.head.innerHTML = "";
    document.body.innerHTML = "";
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  /** A browser whose PerformanceObserver knows `types`; `paint()` reports the first paint to whoever observes it. */
  function browserObserving(types: string[]) {
    const observers: Array<() => void> = [];
    vi.stubGlobal(
      "PerformanceObserver",
      Object.assign(
        class {
          constructor(private readonly callback: () => void) {}
          observe({ type }: { type: string }) {
            if (type === "paint") observers.push(() => this.callback());
          }
        },
        { supportedEntryTypes: types },
      ),
    );
    return {
      paint: () => {
        for (const report of observers) report();
      },
    };
  }
  const onScreen = (visibility: DocumentVisibilityState) =>
    vi.spyOn(document, "visibilityState", "get").mockReturnValue(visibility);
  const started = () => document.head.querySelector('script[type="module"]')?.textContent;
  const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

  it("once the page has painted, preloads the modules and runs each waiting script, same text, as a module", async () => {
    document.body.innerHTML = `<script type="${WAITING_TYPE}">${BOOTSTRAP}</script>`;
    const browser = browserObserving(["paint", "element"]);
    onScreen("visible");
    const done = startAfterPaint(
      ["/assets/manifest-1.js", "/assets/shell-3.js"],
      WAITING_TYPE,
      "foto-principal",
    );
    // The page has loaded (jsdom's is complete), but a tab on screen waits for its first frame.
    await settle();
    expect(started()).toBeUndefined();
    expect(document.head.querySelector('link[rel="modulepreload"]')).toBeNull();

    browser.paint();
    await done;
    const preloads = [...document.head.querySelectorAll('link[rel="modulepreload"]')];
    expect(preloads.map((link) => link.getAttribute("href"))).toEqual([
      "/assets/manifest-1.js",
      "/assets/shell-3.js",
    ]);
    expect(started()).toBe(BOOTSTRAP);
    // The waiting one stays as it was, for React to find where it rendered it.
    expect(document.body.querySelector(`script[type="${WAITING_TYPE}"]`)?.textContent).toBe(BOOTSTRAP);
  });

  it("starts on the load event in a tab not on screen, which never paints", async () => {
    document.body.innerHTML = `<script type="${WAITING_TYPE}">${BOOTSTRAP}</script>`;
    browserObserving(["paint", "element"]);
    onScreen("hidden");
    await startAfterPaint([], WAITING_TYPE, "foto-principal");
    expect(started()).toBe(BOOTSTRAP);
  });

  it("starts once the tab leaves the screen before its first paint", async () => {
    document.body.innerHTML = `<script type="${WAITING_TYPE}">${BOOTSTRAP}</script>`;
    browserObserving(["paint", "element"]);
    const visibility = onScreen("visible");
    const done = startAfterPaint([], WAITING_TYPE, "foto-principal");
    await settle();
    expect(started()).toBeUndefined();
    visibility.mockReturnValue("hidden");
    document.dispatchEvent(new Event("visibilitychange"));
    await done;
    expect(started()).toBe(BOOTSTRAP);
  });

  it("starts on the load event where paints cannot be observed", async () => {
    document.body.innerHTML = `<script type="${WAITING_TYPE}">${BOOTSTRAP}</script>`;
    browserObserving([]);
    onScreen("visible");
    await startAfterPaint([], WAITING_TYPE, "foto-principal");
    expect(started()).toBe(BOOTSTRAP);
  });
});
