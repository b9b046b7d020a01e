#!/usr/bin/env node
// The Lighthouse gate of QUALITY.md: the mobile preset with its default (simulated)
// throttling, in Debian's Chromium, on the five audited routes of the built site,
// served as the browser tests serve it (`vite preview` + the league service).
//
//   WEB_BUILD_DIR=build-me node scripts/lighthouse-gate.mjs [/ /historia ...]
//
// Settings (environment): WEB_BUILD_DIR (default build), LIGHTHOUSE_WEB_PORT (4183),
// LIGHTHOUSE_API_PORT (8797), CHROME_PATH (/usr/bin/chromium), LIGHTHOUSE_RUNS (3),
// LIGHTHOUSE_OUT (apps/web/.lighthouse, git-ignored: a summary plus every run's report).
// Prints a table per route and exits 1 naming every route and figure that failed.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS } from "./chromium-flags.mjs";

const web = join(dirname(fileURLToPath(import.meta.url)), "..");
const buildDir = process.env.WEB_BUILD_DIR ?? "build";
const WEB_PORT = Number(process.env.LIGHTHOUSE_WEB_PORT ?? 4183);
const API_PORT = Number(process.env.LIGHTHOUSE_API_PORT ?? 8797);
const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const MAX_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const OUT = process.env.LIGHTHOUSE_OUT ?? join(web, ".lighthouse");
const ROUTES = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ["/", "/basquet/federal", "/voley/primera", "/historia", "/judo"];

const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_FLAGS];

/** QUALITY.md's thresholds. Scores as Lighthouse shows them (0–100), times in ms. */
const BUDGET = { performance: 95, lcpMs: 2000, cls: 0.02 };
/** Categories that must be a clean 100: every audit that counts towards them passes. */
const PERFECT = ["accessibility", "best-practices", "seo"];
const CATEGORY_NAMES = {
  performance: "Performance",
  accessibility: "Accessibility",
  "best-practices": "Best Practices",
  seo: "SEO",
};

/*
 * Noise. The simulated throttling models the network, but the CPU side of its estimate
 * is built from task durations measured on this machine, and a shared 2-core CI box
 * only ever makes them longer: load adds time, it never takes any away. So the timing
 * figures (the Performance score, LCP) are judged on the BEST run of up to three, the
 * one closest to what the page itself costs, and a route stops at its first passing
 * run. A median of three would need all three runs every time and would still fail a
 * healthy page whenever two of them share a busy moment. What does not depend on speed
 * is held in EVERY run: Accessibility, Best Practices and SEO (deterministic audits),
 * and CLS (a shift is a layout fault, and one that shows up only on a slow run is one
 * slow phones will see).
 */

/** Figures of one Lighthouse run, and what in it misses the budget. */
function summarise(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const figures = {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: metric("largest-contentful-paint"),
    fcpMs: metric("first-contentful-paint"),
    cls: metric("cumulative-layout-shift"),
    tbtMs: metric("total-blocking-time"),
    transferBytes: metric("total-byte-weight"),
  };
  const timing = [];
  const steady = [];
  if (!(figures.performance >= BUDGET.performance))
    timing.push(`Performance ${figures.performance} < ${BUDGET.performance}`);
  if (!(figures.lcpMs <= BUDGET.lcpMs))
    timing.push(`LCP ${seconds(figures.lcpMs)} > ${seconds(BUDGET.lcpMs)}`);
  if (!(figures.cls <= BUDGET.cls)) steady.push(`CLS ${figures.cls.toFixed(3)} > ${BUDGET.cls}`);
  for (const id of PERFECT) {
    const category = lhr.categories[id];
    // Lighthouse rounds a category to 2 decimals: a light audit can fail under a "100".
    const failing = (category?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 1)
      .map((audit) => audit.id);
    if (category?.score !== 1 || failing.length > 0)
      steady.push(`${CATEGORY_NAMES[id]} ${score(id)} < 100 (${failing.join(", ") || "no score"})`);
  }
  const errors = lhr.runtimeError
    ? [`runtime error: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`]
    : [];
  return { figures, timing, steady: [...errors, ...steady] };
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

/** Starts a process in its own process group, so that it and its children stop together. */
function start(command, args, env, name) {
  const child = spawn(command, args, {
    cwd: web,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk) => {
    output = (output + chunk).slice(-4000);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  child.name = name;
  child.output = () => output;
  running.add(child);
  child.on("exit", () => running.delete(child));
  return child;
}

const running = new Set();

async function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const signal = (sig) => {
    try {
      process.kill(-child.pid, sig);
    } catch {
      // Already gone.
    }
  };
  signal("SIGTERM");
  const timer = setTimeout(() => signal("SIGKILL"), 3000);
  await exited;
  clearTimeout(timer);
}

function stopAllNow() {
  for (const child of running) {
    try {
      process.kill(-child.pid, "SIGKILL");
    } catch {
      // Already gone.
    }
  }
}
process.on("exit", stopAllNow);
for (const sig of ["SIGINT", "SIGTERM"]) {
  process.on(sig, () => {
    stopAllNow();
    process.exit(130);
  });
}

async function waitForUrl(url, child, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${child.name} stopped:\n${child.output()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${child.name} did not answer ${url} within ${timeoutMs / 1000} s:\n${child.output()}`);
}

/** A fresh Chromium (own profile) for each run, as the Lighthouse CLI does; resolves to its DevTools port. */
async function launchChrome() {
  const profile = mkdtempSync(join(tmpdir(), "casa-lighthouse-"));
  const chrome = start(
    CHROME,
    [...CHROME_FLAGS, "--remote-debugging-port=0", `--user-data-dir=${profile}`, "about:blank"],
    {},
    "Chromium",
  );
  const port = await new Promise((resolve, reject) => {
    let seen = "";
    const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${seen}`)), 30_000);
    chrome.stderr.on("data", (chunk) => {
      seen += chunk;
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    chrome.on("exit", () => reject(new Error(`Chromium stopped:\n${seen}`)));
  });
  return {
    port,
    async close() {
      await stop(chrome);
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

async function audit(url) {
  const chrome = await launchChrome();
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: Object.keys(CATEGORY_NAMES),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result.lhr;
  } finally {
    await chrome.close();
  }
}

const COLUMNS = ["run", "Perf", "A11y", "BP", "SEO", "LCP", "FCP", "CLS", "TBT", "Transfer", "verdict"];

function row(index, { figures, timing, steady }) {
  const failures = [...timing, ...steady];
  return [
    String(index + 1),
    String(figures.performance),
    String(figures.accessibility),
    String(figures.bestPractices),
    String(figures.seo),
    seconds(figures.lcpMs),
    seconds(figures.fcpMs),
    figures.cls.toFixed(3),
    `${Math.round(figures.tbtMs)} ms`,
    `${(figures.transferBytes / 1024).toFixed(1)} KB`,
    failures.length ? `✗ ${failures.join("; ")}` : "✓",
  ];
}

function printTable(rows) {
  const widths = COLUMNS.map((title, i) => Math.max(title.length, ...rows.map((cells) => cells[i].length)));
  const line = (cells) =>
    `  ${cells.map((cell, i) => (i === cells.length - 1 ? cell : cell.padEnd(widths[i]))).join("  ")}`;
  console.log(line(COLUMNS));
  for (const cells of rows) console.log(line(cells));
}

const slug = (path) => (path === "/" ? "inicio" : path.slice(1).replaceAll("/", "-"));

async function main() {
  if (!existsSync(join(web, buildDir, "client", "index.html"))) {
    console.error(`No build in apps/web/${buildDir}: run \`pnpm --filter @casa/web build\` first.`);
    process.exit(1);
  }
  if (!existsSync(join(web, "..", "api", "dist", "server.js"))) {
    console.error("No league service build in apps/api/dist: run `pnpm --filter @casa/api build` first.");
    process.exit(1);
  }
  mkdirSync(OUT, { recursive: true });
  for (const file of readdirSync(OUT)) if (file.endsWith(".report.json")) rmSync(join(OUT, file));

  const api = start(
    process.execPath,
    ["../api/dist/server.js"],
    { PORT: String(API_PORT), HOST: "127.0.0.1", LOG_LEVEL: "warn" },
    "league service",
  );
  const site = start(
    process.execPath,
    [
      "node_modules/vite/bin/vite.js",
      "preview",
      "--host",
      "127.0.0.1",
      "--strictPort",
      "--port",
      String(WEB_PORT),
    ],
    { WEB_BUILD_DIR: buildDir, API_PROXY_TARGET: `http://127.0.0.1:${API_PORT}` },
    "vite preview",
  );
  const summary = { build: buildDir, chromium: CHROME, budget: BUDGET, routes: [] };
  const failed = [];
  try {
    await waitForUrl(`http://127.0.0.1:${API_PORT}/api/health`, api);
    await waitForUrl(`http://127.0.0.1:${WEB_PORT}/`, site);
    console.log(`Lighthouse, mobile preset, simulated throttling, ${CHROME}; build apps/web/${buildDir}`);

    for (const path of ROUTES) {
      const url = `http://127.0.0.1:${WEB_PORT}${path}`;
      const runs = [];
      for (let i = 0; i < MAX_RUNS; i++) {
        const lhr = await audit(url);
        summary.lighthouse ??= lhr.lighthouseVersion;
        summary.browser ??= lhr.environment?.hostUserAgent;
        writeFileSync(join(OUT, `${slug(path)}-${i + 1}.report.json`), JSON.stringify(lhr));
        const run = summarise(lhr);
        runs.push(run);
        // Another run helps only a timing miss: a steady failure is held against every run.
        if (run.steady.length > 0 || run.timing.length === 0) break;
      }
      // Steady failures from any run; timing judged on the best run (the one with fewest timing
      // misses, then the highest Performance score).
      const steady = [...new Set(runs.flatMap((run) => run.steady))];
      const best = runs.reduce((a, b) =>
        b.timing.length < a.timing.length ||
        (b.timing.length === a.timing.length && b.figures.performance > a.figures.performance)
          ? b
          : a,
      );
      const failures = [...best.timing, ...steady];
      const bestRun = runs.indexOf(best) + 1;
      console.log(
        `\n${path}: ${failures.length ? "FAIL" : "pass"} (${runs.length} run${runs.length > 1 ? "s" : ""}, timing judged on run ${bestRun})`,
      );
      printTable(runs.map((run, i) => row(i, run)));
      summary.routes.push({
        path,
        pass: failures.length === 0,
        failures,
        judgedRun: bestRun,
        runs: runs.map((run) => ({ ...run.figures, failures: [...run.timing, ...run.steady] })),
      });
      if (failures.length) failed.push(`${path}: ${failures.join("; ")}`);
    }
  } finally {
    await Promise.all([stop(site), stop(api)]);
    writeFileSync(join(OUT, "summary.json"), `${JSON.stringify(summary, null, 2)}\n`);
  }

  console.log(`\nReports and summary.json in ${OUT}`);
  if (failed.length) {
    console.error(`\nLighthouse gate FAILED:\n${failed.map((line) => `  ${line}`).join("\n")}`);
    process.exit(1);
  }
  console.log("Lighthouse gate passed on every route.");
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
