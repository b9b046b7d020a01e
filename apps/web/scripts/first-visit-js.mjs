#!/usr/bin/env node
// What a first visit actually downloads in JavaScript, measured in the browser: each
// route opened in Debian's Chromium with an empty cache (service workers blocked), every
// script response of the site counted until the network is idle, each gzipped at level 9
// as nginx sends it. `pnpm size` counts the static import graph of the built pages
// instead; the two differ by what is imported later (`import()`, preloads started by
// the app), which a first visit downloads all the same. Budget (docs/quality.md): the
// framework's floor (framework-floor.mjs) + OUR_SHARE_BYTES per route.
//
// Run alone it prints each route against that budget (✓/✗) and never fails on a figure
// (the gate is check-first-visit.mjs, which imports `measureFirstVisits`); it fails only
// when a page cannot be loaded. Settings (environment): WEB_BUILD_DIR (build),
// FIRST_VISIT_WEB_PORT (4195), FIRST_VISIT_API_PORT (8795), CHROME_PATH
// (/usr/bin/chromium). Routes may be named as arguments; by default the five audited
// routes and /novedades. `--list` prints each script beside the total, largest first.
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { serveBuiltSite } from "./built-site-servers.mjs";
import { CHROMIUM_FLAGS } from "./chromium-flags.mjs";
import { frameworkFloor } from "./framework-floor.mjs";
import { kb, OUR_SHARE_BYTES } from "./web-budgets.mjs";

/** After the network is first idle, how long the app may still start loading code. */
const SETTLE_MS = 5000;

/**
 * Quiet after the last timer or idle callback the page ran (and the network's own 500 ms
 * after its last request): what such a callback starts has been asked for by then.
 */
const QUIET_MS = 500;

/**
 * Runs in the page before its own scripts: keeps, for each pending `setTimeout` and
 * `requestIdleCallback`, when it is due (an idle callback: at once), and when the last one
 * ran. Only watches: every callback still runs when the browser runs it.
 */
function watchTimers() {
  /** Each pending callback (its own key) and when it is due; the key of each id. */
  const due = new Map();
  const keys = new Map();
  let lastRun = 0;
  const wrap = (key, callback) =>
    function (...args) {
      due.delete(key);
      lastRun = performance.now();
      return callback.apply(this, args);
    };
  const { setTimeout, clearTimeout, requestIdleCallback, cancelIdleCallback } = window;
  window.setTimeout = function (callback, delay, ...args) {
    if (typeof callback !== "function") return setTimeout.call(this, callback, delay, ...args);
    const key = {};
    const id = setTimeout.call(this, wrap(key, callback), delay, ...args);
    due.set(key, performance.now() + Math.max(0, Number(delay) || 0));
    keys.set(`timeout ${id}`, key);
    return id;
  };
  window.clearTimeout = function (id) {
    due.delete(keys.get(`timeout ${id}`));
    return clearTimeout.call(this, id);
  };
  if (requestIdleCallback) {
    window.requestIdleCallback = function (callback, options) {
      const key = {};
      const id = requestIdleCallback.call(this, wrap(key, callback), options);
      due.set(key, performance.now());
      keys.set(`idle ${id}`, key);
      return id;
    };
    window.cancelIdleCallback = function (id) {
      due.delete(keys.get(`idle ${id}`));
      return cancelIdleCallback.call(this, id);
    };
  }
  Object.defineProperty(window, "__firstVisitTimers", {
    value: {
      now: () => performance.now(),
      /** Callbacks still to run that are due by `until`, and ms since the last one ran. */
      pending: (until) => ({
        count: [...due.values()].filter((at) => at <= until).length,
        quietFor: performance.now() - lastRun,
      }),
    },
  });
}

/**
 * Until the page is quiet: no timer or idle callback due by `until` is still to run, the
 * last one ran QUIET_MS ago, and the network is idle (none of them started a request).
 * Never later than `until` itself, then the network idle: a page whose timers never rest
 * (a carousel's) is waited for as long as a fixed SETTLE_MS would.
 */
async function settle(page, until) {
  const quiet = ({ until, quietMs }) => {
    const { count, quietFor } = window.__firstVisitTimers.pending(until);
    return (count === 0 && quietFor >= quietMs) || performance.now() >= until;
  };
  const args = { until, quietMs: QUIET_MS };
  // Asked from here, not with page.waitForFunction: its polling timers would be the page's.
  for (;;) {
    if (await page.evaluate(quiet, args)) {
      await page.waitForLoadState("networkidle");
      if (await page.evaluate(quiet, args)) return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The site's scripts a fresh visit to `path` downloads, until the network is idle. */
async function scriptsOf(browser, origin, path) {
  const context = await browser.newContext({
    serviceWorkers: "block",
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: "es-AR",
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(watchTimers);
    const scripts = [];
    let counted = false;
    page.on("response", (response) => {
      const url = new URL(response.url());
      // Once the count is taken, a late answer is not read (its page is about to close).
      if (
        !counted &&
        url.origin === origin &&
        response.request().resourceType() === "script" &&
        response.ok()
      ) {
        scripts.push(
          response.body().then((body) => ({ path: url.pathname, gzip: gzipSync(body, { level: 9 }).length })),
        );
      }
    });
    const answer = await page.goto(`${origin}${path}`, { waitUntil: "networkidle" });
    if (!answer?.ok()) throw new Error(`${path}: ${answer?.status() ?? "no answer"}`);
    // What the app imports once the browser is idle (requestIdleCallback, timers) comes
    // after the first quiet moment: every such callback due within SETTLE_MS of it runs,
    // then the network is idle again. Waiting on the callbacks themselves, not on the
    // clock: a page with none due is done at once.
    const firstIdle = await page.evaluate(() => window.__firstVisitTimers.now());
    await settle(page, firstIdle + SETTLE_MS);
    counted = true;
    return await Promise.all(scripts);
  } finally {
    await context.close();
  }
}

/**
 * Serves the build and measures each route's first visit, each in an empty browser
 * context. Resolves to one `{ path, total, scripts }` per route, in the order given.
 * @param {{ buildDir?: string, routes: string[], webPort?: number, apiPort?: number }} options
 */
export async function measureFirstVisits({
  buildDir = process.env.WEB_BUILD_DIR ?? "build",
  routes,
  webPort = Number(process.env.FIRST_VISIT_WEB_PORT ?? 4195),
  apiPort = Number(process.env.FIRST_VISIT_API_PORT ?? 8795),
}) {
  const site = await serveBuiltSite({ buildDir, webPort, apiPort });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: CHROMIUM_FLAGS,
  });
  try {
    const results = [];
    // One page at a time: a page beside others is not the visible one, and the app
    // starts its code after the first paint, which a hidden page may never make
    // (measured: "/" counted 119.6 KB instead of 125.8 with three at once).
    for (const path of routes) {
      const scripts = await scriptsOf(browser, site.origin, path);
      results.push({ path, total: scripts.reduce((sum, script) => sum + script.gzip, 0), scripts });
    }
    return results;
  } finally {
    await browser.close();
    await site.close();
  }
}

/** One route's line: verdict, total, number of scripts and path; then its scripts with `list`. */
export function report({ path, total, scripts }, budget, list = false) {
  const verdict = total <= budget ? "✓" : "✗";
  const lines = [
    `${verdict} ${kb(total).padStart(9)} in ${String(scripts.length).padStart(2)} scripts  ${path}`,
  ];
  if (list) {
    for (const script of scripts.toSorted((a, b) => b.gzip - a.gzip))
      lines.push(`  ${kb(script.gzip).padStart(9)}  ${script.path}`);
  }
  return lines.join("\n");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const named = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
  const routes = named.length
    ? named
    : ["/", "/basquet/federal", "/voley/primera", "/historia", "/judo", "/novedades"];
  const floor = await frameworkFloor();
  const budget = floor + OUR_SHARE_BYTES;
  console.log(
    `JavaScript a first visit downloads (in Chromium, until the network is idle, gzip). Budget: ${kb(budget)} (the framework's floor ${kb(floor)} + ${kb(OUR_SHARE_BYTES)})`,
  );
  for (const result of await measureFirstVisits({ routes }))
    console.log(report(result, budget, process.argv.includes("--list")));
}
