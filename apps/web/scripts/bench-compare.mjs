#!/usr/bin/env node
// `pnpm bench:web --base <ref>` or `--base-build <dir>`: the web benchmark side by side.
// On a shared 2-core machine a figure moves from run to run by more than most changes
// move it, so a figure is only read against its baseline measured in the same run: both
// builds are served at once (separate ports, one league service each) and every
// measurement alternates between them, A B B A (drift in the machine's load falls on
// both sides alike), the same number of runs per side; each figure is printed as the two
// medians, the difference and the budget (docs/quality.md, "How to run them").
//
//   --base <ref>        builds the site at that git revision in a temporary worktree
//                       (base-build.mjs), removed at the end, also on failure
//   --base-build <dir>  takes an already-built base: a web build folder (the one holding
//                       client/), under apps/web as WEB_BUILD_DIR names one, or absolute
//   --runs <n>          runs per side (3); routes may be named as arguments
//   --only <stages>     some of lighthouse,phone,first-visit (all three by default)
//
// The head is this tree's build (WEB_BUILD_DIR, default build), never rebuilt here. Both
// builds are served by this tree's `vite preview` and league service (apps/api/dist):
// the same server and the same data on both sides, so the differences are the site's
// own. (A base whose pages call an API route the current service no longer has shows it
// as errors in its figures; build that base's service and serve it by hand then.)
// Ports (environment): BENCH_COMPARE_WEB_PORT (4241: head; +1 base) and
// BENCH_COMPARE_API_PORT (8841: head; +1 base).
import { relative, resolve } from "node:path";
import { buildBase } from "./base-build.mjs";
import { serveBuiltSite, webDir } from "./built-site-servers.mjs";
import { measureFirstVisits } from "./first-visit-js.mjs";
import { frameworkFloor } from "./framework-floor.mjs";
import { auditOnce, TIMING_BUDGET } from "./lighthouse.mjs";
import { launchPhoneBrowser, BUDGET as PHONE_BUDGET, phoneOnce } from "./phone-bench.mjs";
import { kb, OUR_SHARE_BYTES } from "./web-budgets.mjs";

const args = process.argv.slice(2);
const WITH_VALUE = ["--base", "--base-build", "--runs", "--only"];
const option = (name) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const routesNamed = args.filter((arg, i) => !arg.startsWith("--") && !WITH_VALUE.includes(args[i - 1]));
const AUDITED = ["/", "/basquet/federal", "/voley/primera", "/historia", "/judo"];
const ROUTES = routesNamed.length ? routesNamed : AUDITED;
/** The single-build mode's first-visit routes: the audited ones and /novedades. */
const FIRST_VISIT_ROUTES = routesNamed.length ? routesNamed : [...AUDITED, "/novedades"];
const RUNS = Number(option("--runs") ?? 3);
const STAGES = (option("--only") ?? "lighthouse,phone,first-visit").split(",");
const WEB_PORT = Number(process.env.BENCH_COMPARE_WEB_PORT ?? 4241);
const API_PORT = Number(process.env.BENCH_COMPARE_API_PORT ?? 8841);

const median = (values) => {
  const sorted = [...values].sort((x, y) => x - y);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const seconds = (value) => `${(value / 1000).toFixed(2)} s`;
const ms = (value) => `${Math.round(value)} ms`;
const signed = (text, delta) => (delta > 0 ? `+${text}` : delta < 0 ? `−${text.replace("-", "")}` : text);
/** base → head per run i: A B, then B A, so that neither side always goes first. */
const order = (i) => (i % 2 === 0 ? ["base", "head"] : ["head", "base"]);

/**
 * One figure's line: the medians of both sides, head − base (also in % when it has a
 * unit), and each side against the budget, if the figure has one.
 * @param {{ name: string, base: number, head: number, show: (v: number) => string, within?: (v: number) => boolean, budget?: string }} figure
 */
function line({ name, base, head, show, within, budget }) {
  const delta = head - base;
  const percent =
    base && show(1) !== "1" ? ` (${signed(`${((delta / base) * 100).toFixed(1)}%`, delta)})` : "";
  const verdict = (value) => (within(value) ? "✓" : "✗");
  const cells = [name, show(base), show(head), `${signed(show(Math.abs(delta)), delta)}${percent}`];
  if (within) cells.push(`${budget}  base ${verdict(base)} head ${verdict(head)}`);
  return cells;
}

function printTable(title, rows) {
  const header = ["", "base", "head", "head − base", "budget"];
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => (row[i] ?? "").length)));
  const format = (cells) =>
    `  ${cells.map((cell, i) => (cell ?? "").padEnd(widths[i])).join("  ")}`.trimEnd();
  console.log(`\n${title}`);
  console.log(format(header));
  for (const row of rows) console.log(format(row));
}

/** Both sides' medians of `key` over their runs. */
const medians = (runs, key) => ({
  base: median(runs.base.map((run) => run[key])),
  head: median(runs.head.map((run) => run[key])),
});

async function lighthouseStage(sites) {
  for (const path of ROUTES) {
    const runs = { base: [], head: [] };
    for (let i = 0; i < RUNS; i++)
      for (const side of order(i)) runs[side].push(await auditOnce(`${sites[side].origin}${path}`));
    const figures = (key) =>
      medians({ base: runs.base.map((r) => r.figures), head: runs.head.map((r) => r.figures) }, key);
    printTable(`${path}: Lighthouse (mobile, simulated throttling), median of ${RUNS} per side`, [
      line({
        name: "Performance",
        ...figures("performance"),
        show: (v) => String(Math.round(v)),
        within: (v) => v >= TIMING_BUDGET.performance,
        budget: `≥ ${TIMING_BUDGET.performance}`,
      }),
      line({
        name: "LCP",
        ...figures("lcpMs"),
        show: seconds,
        within: (v) => v <= TIMING_BUDGET.lcpMs,
        budget: `≤ ${seconds(TIMING_BUDGET.lcpMs)}`,
      }),
      line({
        name: "TBT",
        ...figures("tbtMs"),
        show: ms,
        within: (v) => v <= TIMING_BUDGET.tbtMs,
        budget: `≤ ${ms(TIMING_BUDGET.tbtMs)}`,
      }),
      line({ name: "FCP", ...figures("fcpMs"), show: seconds }),
      line({ name: "Transfer", ...figures("transferBytes"), show: kb }),
    ]);
    for (const side of ["base", "head"]) {
      const failures = [...new Set(runs[side].flatMap((run) => run.failures))];
      if (failures.length) console.log(`  ${side}: ✗ ${failures.join("; ")}`);
    }
  }
}

async function phoneStage(sites) {
  const browser = await launchPhoneBrowser();
  try {
    for (const path of ROUTES) {
      const runs = { base: [], head: [] };
      for (let i = 0; i < RUNS; i++)
        for (const side of order(i))
          runs[side].push(await phoneOnce(browser, `${sites[side].origin}${path}`));
      const rows = [
        line({ name: "first paint", ...medians(runs, "firstPaintMs"), show: seconds }),
        line({
          name: "largest paint",
          ...medians(runs, "largestPaintMs"),
          show: seconds,
          within: (v) => v <= PHONE_BUDGET.largestPaintMs,
          budget: `≤ ${seconds(PHONE_BUDGET.largestPaintMs)}`,
        }),
      ];
      if ([...runs.base, ...runs.head].every((run) => run.standingsMs !== undefined))
        rows.push(
          line({
            name: "standings visible",
            ...medians(runs, "standingsMs"),
            show: seconds,
            within: (v) => v <= PHONE_BUDGET.standingsMs,
            budget: `≤ ${seconds(PHONE_BUDGET.standingsMs)}`,
          }),
        );
      rows.push(
        line({
          name: "menu open after tap",
          ...medians(runs, "openAfterTapMs"),
          show: ms,
          within: (v) => v <= PHONE_BUDGET.firstTapMs,
          budget: `≤ ${ms(PHONE_BUDGET.firstTapMs)}`,
        }),
        line({ name: "taps lost", ...medians(runs, "lostTaps"), show: (v) => String(v) }),
      );
      printTable(
        `${path}: throttled phone (390×844, 150 ms, 1.6 Mbps, CPU 4×), median of ${RUNS} per side`,
        rows,
      );
    }
  } finally {
    await browser.close();
  }
}

/** Bytes, not timings: one visit per side, each on its own server (measureFirstVisits serves it). */
async function firstVisitStage(buildDirs) {
  // The floor of this tree's framework, computed in this run: the budget the head is held to.
  const floor = await frameworkFloor();
  const budget = floor + OUR_SHARE_BYTES;
  const visits = {};
  for (const side of ["base", "head"])
    visits[side] = await measureFirstVisits({
      buildDir: buildDirs[side],
      routes: FIRST_VISIT_ROUTES,
      webPort: WEB_PORT,
      apiPort: API_PORT,
    });
  printTable(
    `JavaScript a first visit downloads (gzip); budget ${kb(budget)} = the framework's floor ${kb(floor)} (this tree's) + ${kb(OUR_SHARE_BYTES)}`,
    FIRST_VISIT_ROUTES.map((path, i) =>
      line({
        name: path,
        base: visits.base[i].total,
        head: visits.head[i].total,
        show: kb,
        within: (v) => v <= budget,
        budget: `≤ ${kb(budget)}`,
      }),
    ),
  );
}

async function main() {
  const baseRef = option("--base");
  const baseBuild = option("--base-build");
  if (!baseRef === !baseBuild) throw new Error("Name the base: --base <git ref> or --base-build <dir>.");
  // serveBuiltSite and vite preview take a build folder relative to apps/web.
  const fromWeb = (dir) => relative(webDir, resolve(webDir, dir));
  const base = baseRef ? buildBase(baseRef) : { buildDir: baseBuild, remove: () => {} };
  try {
    const buildDirs = { base: fromWeb(base.buildDir), head: fromWeb(process.env.WEB_BUILD_DIR ?? "build") };
    console.log(
      `\nSide by side: base ${baseRef ? `${baseRef} (${base.commit.slice(0, 10)})` : `apps/web/${buildDirs.base}`}, ` +
        `head apps/web/${buildDirs.head}; ${RUNS} runs per side, alternating A B B A`,
    );
    if (STAGES.includes("lighthouse") || STAGES.includes("phone")) {
      const sites = {};
      try {
        sites.head = await serveBuiltSite({ buildDir: buildDirs.head, webPort: WEB_PORT, apiPort: API_PORT });
        sites.base = await serveBuiltSite({
          buildDir: buildDirs.base,
          webPort: WEB_PORT + 1,
          apiPort: API_PORT + 1,
        });
        if (STAGES.includes("lighthouse")) await lighthouseStage(sites);
        if (STAGES.includes("phone")) await phoneStage(sites);
      } finally {
        await Promise.all(Object.values(sites).map((site) => site.close()));
      }
    }
    if (STAGES.includes("first-visit")) await firstVisitStage(buildDirs);
  } finally {
    base.remove();
  }
  console.log("\nBenchmarks: figures and ✓/✗ against the budgets, never a failure on a figure.");
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
