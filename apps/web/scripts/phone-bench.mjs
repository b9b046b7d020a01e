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
//   - standings: navigation start until the table row of our club (`.standings__ours`)
//     is laid out on the page (checked at each animation frame, so it is painted);
//   - first tap (separate loads): a touch on the menu button as soon as the first paint
//     is seen (CDP touch events at its place), again every 250 ms while nothing opens;
//     the time from first paint until the menu's panel is visible, and how many taps
//     were lost before it. A busy main thread delays even a native popover's opening:
//     this is the time a fan waits.
// Budgets (docs/quality.md): standings ≤ 1.5 s, menu open ≤ 300 ms after first paint.
// Prints ✓/✗ and never fails on a figure (a shared machine's timings are a benchmark,
// not a test); it fails only when a page cannot be measured at all.
//
// Settings (environment): WEB_BUILD_DIR (build), PHONE_BENCH_WEB_PORT (4191),
// PHONE_BENCH_API_PORT (8791), CHROME_PATH (/usr/bin/chromium), PHONE_BENCH_RUNS (3).
// Routes may be named as arguments.
import { chromium } from "@playwright/test";
import { serveBuiltSite } from "./built-site-servers.mjs";
import { CHROMIUM_FLAGS } from "./chromium-flags.mjs";

const buildDir = process.env.WEB_BUILD_DIR ?? "build";
const WEB_PORT = Number(process.env.PHONE_BENCH_WEB_PORT ?? 4191);
const API_PORT = Number(process.env.PHONE_BENCH_API_PORT ?? 8791);
const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const RUNS = Number(process.env.PHONE_BENCH_RUNS ?? 3);
const named = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
const ROUTES = named.length ? named : ["/basquet/federal", "/voley/primera"];

const BUDGET = { standingsMs: 1500, firstTapMs: 300 };
const NETWORK = { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 };
const CPU_SLOWDOWN = 4;
const OUR_ROW = ".standings__ours";
const MENU_BUTTON = ".menu-button";
const MENU_PANEL = "#menu-movil";
const GIVE_UP_MS = 20_000;

/** In the page, before any of its own code: when the first paint happened (ms from navigation start). */
const WATCH_FIRST_PAINT = () => {
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === "first-paint") window.__firstPaint ??= entry.startTime;
    }
  }).observe({ type: "paint", buffered: true });
};

/** A fresh, throttled phone page. */
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
  await page.addInitScript(WATCH_FIRST_PAINT);
  return { page, close: () => context.close() };
}

const firstPaint = (page) =>
  page.waitForFunction(() => window.__firstPaint, undefined, { polling: 20, timeout: GIVE_UP_MS });

/** One load: first paint and the time until our club's row is on the page. */
async function measureStandings(browser, url) {
  const { page, close } = await phonePage(browser);
  try {
    page.goto(url).catch(() => {});
    const standings = await page.waitForFunction(
      (selector) => {
        const row = document.querySelector(selector);
        return row?.checkVisibility() && row.getBoundingClientRect().height > 0 && performance.now();
      },
      OUR_ROW,
      { polling: "raf", timeout: GIVE_UP_MS },
    );
    const paint = await firstPaint(page);
    return { firstPaintMs: await paint.jsonValue(), standingsMs: await standings.jsonValue() };
  } finally {
    await close();
  }
}

/** One load: taps on the menu button from the first paint on, until its panel shows. */
async function measureFirstTap(browser, url) {
  const { page, close } = await phonePage(browser);
  try {
    page.goto(url).catch(() => {});
    const paintMs = await (await firstPaint(page)).jsonValue();
    const opened = page.waitForFunction(
      (selector) => document.querySelector(selector)?.checkVisibility() && performance.now(),
      MENU_PANEL,
      { polling: "raf", timeout: GIVE_UP_MS },
    );
    let open = false;
    let taps = 0;
    opened.then(
      () => {
        open = true;
      },
      () => {},
    );
    // Where the button is, read once (the header does not move); then raw touches there,
    // as a finger would, without waiting for the page to answer a script first.
    const box = await page.locator(MENU_BUTTON).boundingBox();
    if (!box) throw new Error(`${url}: no menu button`);
    while (!open && taps <= GIVE_UP_MS / 250) {
      taps += 1;
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2).catch(() => {});
      await Promise.race([opened.catch(() => {}), new Promise((resolve) => setTimeout(resolve, 250))]);
    }
    const openMs = await (await opened).jsonValue();
    return { firstPaintMs: paintMs, openAfterPaintMs: openMs - paintMs, lostTaps: taps - 1 };
  } finally {
    await close();
  }
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
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROMIUM_FLAGS });
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
      for (let i = 0; i < RUNS; i++) loads.push(await measureStandings(browser, url));
      for (let i = 0; i < RUNS; i++) taps.push(await measureFirstTap(browser, url));
      const standings = median(loads.map((load) => load.standingsMs));
      const paint = median(loads.map((load) => load.firstPaintMs));
      const tap = median(taps.map((run) => run.openAfterPaintMs));
      const lost = median(taps.map((run) => run.lostTaps));
      console.log(`\n${path}`);
      console.log(
        `  first paint        ${seconds(paint)}   (runs: ${loads.map((l) => seconds(l.firstPaintMs)).join(", ")})`,
      );
      console.log(
        `  standings visible  ${seconds(standings)}   budget ${seconds(BUDGET.standingsMs)} ${verdict(standings, BUDGET.standingsMs)}   (runs: ${loads.map((l) => seconds(l.standingsMs)).join(", ")})`,
      );
      console.log(
        `  menu open after paint ${ms(tap)}   budget ${ms(BUDGET.firstTapMs)} ${verdict(tap, BUDGET.firstTapMs)}   ` +
          `taps lost before it: ${lost}   (runs: ${taps.map((t) => `${ms(t.openAfterPaintMs)}/${t.lostTaps} lost`).join(", ")})`,
      );
      if (standings > BUDGET.standingsMs) missed.push(`${path}: standings ${seconds(standings)}`);
      if (tap > BUDGET.firstTapMs) missed.push(`${path}: first tap ${ms(tap)} after paint`);
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

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
