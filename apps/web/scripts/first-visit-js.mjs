#!/usr/bin/env node
// What a first visit actually downloads in JavaScript, measured in the browser: each
// route opened in Debian's Chromium with an empty cache (service workers blocked), every
// script response of the site counted until the network is idle, each gzipped at level 9
// as nginx sends it. `pnpm size` counts the static import graph of the built pages
// instead; the two differ by what is imported later (`import()`, preloads started by
// the app), which a first visit downloads all the same. Budget (docs/quality.md): 120 KB
// per route. Prints ✓/✗ and never fails on a figure (a benchmark, not a gate); it fails
// only when a page cannot be loaded.
//
// Settings (environment): WEB_BUILD_DIR (build), FIRST_VISIT_WEB_PORT (4195),
// FIRST_VISIT_API_PORT (8795), CHROME_PATH (/usr/bin/chromium). Routes may be named as
// arguments; by default the five audited routes and /novedades. `--list` prints each
// script beside the total, largest first.
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { serveBuiltSite } from "./built-site-servers.mjs";
import { CHROMIUM_FLAGS } from "./chromium-flags.mjs";
import { JS_BUDGET_BYTES, kb } from "./web-budgets.mjs";

const buildDir = process.env.WEB_BUILD_DIR ?? "build";
const WEB_PORT = Number(process.env.FIRST_VISIT_WEB_PORT ?? 4195);
const API_PORT = Number(process.env.FIRST_VISIT_API_PORT ?? 8795);
const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const named = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
const LIST = process.argv.includes("--list");
const ROUTES = named.length
  ? named
  : ["/", "/basquet/federal", "/voley/primera", "/historia", "/judo", "/novedades"];
/** After the network is first idle, how long the app may still start loading code. */
const SETTLE_MS = 5000;

/** The site's scripts a fresh visit to `path` downloads, until the network is idle. */
async function scriptsOf(browser, origin, path) {
  const context = await browser.newContext({
    serviceWorkers: "block",
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: "es-AR",
  });
  const page = await context.newPage();
  const scripts = [];
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (url.origin === origin && response.request().resourceType() === "script" && response.ok()) {
      scripts.push(
        response.body().then((body) => ({ path: url.pathname, gzip: gzipSync(body, { level: 9 }).length })),
      );
    }
  });
  const answer = await page.goto(`${origin}${path}`, { waitUntil: "networkidle" });
  if (!answer?.ok()) throw new Error(`${path}: ${answer?.status() ?? "no answer"}`);
  // What the app imports once the browser is idle (requestIdleCallback, timers) comes
  // after the first quiet moment: give it time, then wait for quiet again.
  await page.waitForTimeout(SETTLE_MS);
  await page.waitForLoadState("networkidle");
  const loaded = await Promise.all(scripts);
  await context.close();
  return loaded;
}

const site = await serveBuiltSite({ buildDir, webPort: WEB_PORT, apiPort: API_PORT });
const browser = await chromium.launch({ executablePath: CHROME, args: CHROMIUM_FLAGS });
try {
  console.log(
    `JavaScript a first visit downloads (in Chromium, until the network is idle, gzip). Budget: ${kb(JS_BUDGET_BYTES)}`,
  );
  for (const path of ROUTES) {
    const scripts = await scriptsOf(browser, site.origin, path);
    const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
    const verdict = total <= JS_BUDGET_BYTES ? "✓" : "✗";
    console.log(
      `${verdict} ${kb(total).padStart(9)} in ${String(scripts.length).padStart(2)} scripts  ${path}`,
    );
    if (LIST) {
      for (const script of scripts.toSorted((a, b) => b.gzip - a.gzip))
        console.log(`  ${kb(script.gzip).padStart(9)}  ${script.path}`);
    }
  }
} finally {
  await browser.close();
  await site.close();
}
