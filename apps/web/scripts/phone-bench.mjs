#!/usr/bin/env node
// The phone benchmark (part of `pnpm bench:web`, after Lighthouse): a fan's first
// visit to a league page on a phone on weak mobile data, in Debian's Chromium driven
// by Playwright, on the built site served as the browser tests serve it.
//
// The phone: 390 × 844 CSS px, touch, 150 ms latency, 1.6 Mbps down, 750 kbps up
// (CDP Network.emulateNetworkConditions), the CPU slowed 4× (Emulation.setCPUThrottlingRate),
// a fresh browser context each load (empty cache) with service workers blocked.
// For each route, medians of 3 loads of:
//   - first paint: the browser's first-paint entry, from navigation start;
//   - largest paint: the browser's last largest-contentful-paint entry once the page has
//     loaded (and its table is in): what Lighthouse's LCP estimates, here measured in a
//     real browser on the throttled phone (DevTools adds its latency to each request and
//     none to DNS or connection set-up, so the figure is optimistic in absolute terms and
//     fair between pages and builds: docs/quality.md, "Two readings");
//   - standings (pages with a league table): navigation start until the table row of
//     our club (`.standings__ours`) is laid out (checked at each animation frame, so it
//     is painted);
//   - first tap (separate loads): a touch on the menu button as soon as the harness
//     learns of the first paint (CDP touch events at its place), again every 250 ms
//     while nothing opens; the time from that first touch (its event time) until the
//     menu's panel is painted open, and how many taps were lost before it. A busy main
//     thread delays even a native popover's opening: this is the time a fan waits. The
//     browser reports its first paint 0.3–0.8 s late on this throttled phone, so the
//     touch lands then, while the app is arriving: the busiest moment of the load.
// Budgets (docs/quality.md): largest paint ≤ 1.2 s, standings ≤ 1.5 s, menu open
// ≤ 300 ms after the first tap.
// Prints ✓/✗ and never fails on a figure (a shared machine's timings are a benchmark,
// not a test); it fails only when a page cannot be measured at all.
//
// Settings (environment): WEB_BUILD_DIR (build), PHONE_BENCH_WEB_PORT (4191),
// PHONE_BENCH_API_PORT (8791), CHROME_PATH (/usr/bin/chromium), PHONE_BENCH_RUNS (3).
// Routes may be named as arguments.
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { serveBuiltSite } from "./built-site-servers.mjs";
import { CHROMIUM_FLAGS } from "./chromium-flags.mjs";

const buildDir = process.env.WEB_BUILD_DIR ?? "build";
const WEB_PORT = Number(process.env.PHONE_BENCH_WEB_PORT ?? 4191);
const API_PORT = Number(process.env.PHONE_BENCH_API_PORT ?? 8791);
const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const RUNS = Number(process.env.PHONE_BENCH_RUNS ?? 3);
const named = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
/** Lighthouse's five audited routes; two of them have a league table. */
const ROUTES = named.length ? named : ["/", "/basquet/federal", "/voley/primera", "/historia", "/judo"];

export const BUDGET = { largestPaintMs: 1200, standingsMs: 1500, firstTapMs: 300 };
const NETWORK = { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 };
const CPU_SLOWDOWN = 4;
const OUR_ROW = ".standings__ours";
/** A page with a league table: its box is in the prerendered HTML. */
const TABLE_BOX = ".standings-block";
/** After the load event, how long the largest paint may still change (late images, the table). */
const SETTLE_MS = 1000;
const MENU_BUTTON = ".menu-button";
const MENU_PANEL = "#menu-movil";
const GIVE_UP_MS = 20_000;

/**
 * In the page, before any of its own code: when the first paint happened, when our
 * club's row was first laid out (checked at each animation frame), and when the menu
 * panel opened (ms from navigation start). The harness reads these through plain CDP
 * calls: Playwright's own helpers (`waitForFunction`, locators) inject a large script
 * into the page, and compiling it on a CPU slowed 4× took about a second of the very
 * main thread being measured.
 */
const WATCH_PAGE = ({ row, panel }) => {
  const marks = {};
  window.__bench = marks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === "first-paint") marks.firstPaint ??= entry.startTime;
  }).observe({ type: "paint", buffered: true });
  new PerformanceObserver((list) => {
    const latest = list.getEntries().at(-1);
    if (latest) marks.largestPaint = latest.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
  addEventListener("load", () => {
    marks.loaded = performance.now();
  });
  const watchRow = () => {
    const ours = document.querySelector(row);
    if (ours?.checkVisibility() && ours.getBoundingClientRect().height > 0)
      marks.standings = performance.now();
    else requestAnimationFrame(watchRow);
  };
  requestAnimationFrame(watchRow);
  // The moment the finger touched (the event's own time, not when a busy page got to it).
  addEventListener(
    "pointerdown",
    (event) => {
      marks.firstTap ??= event.timeStamp;
    },
    true,
  );
  document.addEventListener(
    "toggle",
    (event) => {
      if (event.target instanceof Element && event.target.matches(panel) && event.newState === "open")
        requestAnimationFrame(() => {
          marks.menuOpen ??= performance.now();
        });
    },
    true,
  );
};

/** A fresh, throttled phone page, with the page's marks readable over CDP. */
async function phonePage(browser) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: "block",
    locale: "es-AR",
    timezoneId: "America/Argentina/Buenos_Aires",
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: false });
  await cdp.send("Network.emulateNetworkConditions", NETWORK);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  await page.addInitScript(WATCH_PAGE, { row: OUR_ROW, panel: MENU_PANEL });
  const evaluate = async (expression) => {
    const { result } = await cdp.send("Runtime.evaluate", { expression, returnByValue: true });
    return result.value;
  };
  /** Polls one of the page's marks until it is set. */
  const mark = async (name) => {
    const giveUp = Date.now() + GIVE_UP_MS;
    while (Date.now() < giveUp) {
      const value = await evaluate(`window.__bench?.${name}`).catch(() => undefined);
      if (typeof value === "number") return value;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`${page.url()}: no ${name} within ${GIVE_UP_MS} ms`);
  };
  /** A finger's tap at a point: raw touch events, as a phone's screen sends them. */
  const tap = async (x, y) => {
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  };
  return { page, evaluate, mark, tap, close: () => context.close() };
}

/**
 * One load: first paint, the time until our club's row is on the page (when it has a
 * table), and the largest paint once the page has loaded and settled.
 */
async function measureLoad(browser, url) {
  const { page, evaluate, mark, close } = await phonePage(browser);
  try {
    page.goto(url).catch(() => {});
    const firstPaintMs = await mark("firstPaint");
    const hasTable = await evaluate(`Boolean(document.querySelector(${JSON.stringify(TABLE_BOX)}))`);
    const standingsMs = hasTable ? await mark("standings") : undefined;
    await mark("loaded");
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    return { firstPaintMs, standingsMs, largestPaintMs: await mark("largestPaint") };
  } finally {
    await close();
  }
}

/** One load: taps on the menu button from the first paint on, until its panel shows. */
async function measureFirstTap(browser, url) {
  const { page, evaluate, mark, tap, close } = await phonePage(browser);
  try {
    page.goto(url).catch(() => {});
    const paintMs = await mark("firstPaint");
    // Where the button is, read once (the header does not move); then taps there, as a
    // finger would, every 250 ms until the panel is open.
    const box = await evaluate(
      `(() => { const r = document.querySelector(${JSON.stringify(MENU_BUTTON)})?.getBoundingClientRect(); return r && { x: r.x + r.width / 2, y: r.y + r.height / 2 }; })()`,
    );
    if (!box) throw new Error(`${url}: no menu button`);
    let taps = 0;
    let openMs;
    while (openMs === undefined && taps <= GIVE_UP_MS / 250) {
      taps += 1;
      await tap(box.x, box.y);
      const waitUntil = Date.now() + 250;
      while (openMs === undefined && Date.now() < waitUntil) {
        openMs = await evaluate("window.__bench?.menuOpen");
        if (openMs === undefined) await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
    if (openMs === undefined) throw new Error(`${url}: the menu never opened`);
    const tapMs = await mark("firstTap");
    return {
      tapAfterPaintMs: tapMs - paintMs,
      openAfterTapMs: openMs - tapMs,
      lostTaps: taps - 1,
    };
  } finally {
    await close();
  }
}

/** The phone's browser (Debian's Chromium, driven by Playwright); close it when done. */
export const launchPhoneBrowser = () => chromium.launch({ executablePath: CHROME, args: CHROMIUM_FLAGS });

/**
 * One load and one first-tap load of `url` (bench-compare.mjs alternates them between
 * two builds): `{ firstPaintMs, largestPaintMs, standingsMs, openAfterTapMs, lostTaps }`.
 */
export async function phoneOnce(browser, url) {
  const load = await measureLoad(browser, url);
  const { openAfterTapMs, lostTaps } = await measureFirstTap(browser, url);
  return { ...load, openAfterTapMs, lostTaps };
}

const median = (values) => {
  const sorted = [...values].sort((x, y) => x - y);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const ms = (value) => `${Math.round(value)} ms`;
const seconds = (value) => `${(value / 1000).toFixed(2)} s`;
const verdict = (value, budget) => (value <= budget ? "✓" : "✗");

async function main() {
  const site = await serveBuiltSite({ buildDir, webPort: WEB_PORT, apiPort: API_PORT });
  const browser = await launchPhoneBrowser();
  const missed = [];
  try {
    console.log(
      `Phone benchmark: 390×844, ${NETWORK.latency} ms latency, 1.6 Mbps down, CPU ${CPU_SLOWDOWN}× slower, ` +
        `empty cache, no service worker; median of ${RUNS}; build apps/web/${buildDir}`,
    );
    for (const path of ROUTES) {
      const url = `${site.origin}${path}`;
      const loads = [];
      const taps = [];
      for (let i = 0; i < RUNS; i++) loads.push(await measureLoad(browser, url));
      for (let i = 0; i < RUNS; i++) taps.push(await measureFirstTap(browser, url));
      const paint = median(loads.map((load) => load.firstPaintMs));
      const largest = median(loads.map((load) => load.largestPaintMs));
      const withTable = loads.every((load) => load.standingsMs !== undefined);
      const standings = withTable ? median(loads.map((load) => load.standingsMs)) : undefined;
      const tap = median(taps.map((run) => run.openAfterTapMs));
      const tapAt = median(taps.map((run) => run.tapAfterPaintMs));
      const lost = median(taps.map((run) => run.lostTaps));
      console.log(`\n${path}`);
      console.log(
        `  first paint        ${seconds(paint)}   (runs: ${loads.map((l) => seconds(l.firstPaintMs)).join(", ")})`,
      );
      console.log(
        `  largest paint      ${seconds(largest)}   budget ${seconds(BUDGET.largestPaintMs)} ${verdict(largest, BUDGET.largestPaintMs)}   (runs: ${loads.map((l) => seconds(l.largestPaintMs)).join(", ")})`,
      );
      if (standings !== undefined)
        console.log(
          `  standings visible  ${seconds(standings)}   budget ${seconds(BUDGET.standingsMs)} ${verdict(standings, BUDGET.standingsMs)}   (runs: ${loads.map((l) => seconds(l.standingsMs)).join(", ")})`,
        );
      console.log(
        `  menu open after the first tap ${ms(tap)}   budget ${ms(BUDGET.firstTapMs)} ${verdict(tap, BUDGET.firstTapMs)}   ` +
          `taps lost: ${lost}   tap made ${ms(tapAt)} after the paint   ` +
          `(runs: ${taps.map((t) => `${ms(t.openAfterTapMs)}/${t.lostTaps} lost`).join(", ")})`,
      );
      if (largest > BUDGET.largestPaintMs) missed.push(`${path}: largest paint ${seconds(largest)}`);
      if (standings !== undefined && standings > BUDGET.standingsMs)
        missed.push(`${path}: standings ${seconds(standings)}`);
      if (tap > BUDGET.firstTapMs) missed.push(`${path}: menu open ${ms(tap)} after the first tap`);
    }
  } finally {
    await browser.close();
    await site.close();
  }
  console.log(
    missed.length
      ? `\nPhone budgets missed (median of ${RUNS}):\n${missed.map((line) => `  ${line}`).join("\n")}`
      : `\nEvery route within the phone budgets (median of ${RUNS}).`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
