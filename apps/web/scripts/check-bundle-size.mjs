#!/usr/bin/env node
// First-load weight of every prerendered route: the JavaScript and CSS a first visit
// downloads (entry + that route's static import graph), gzip, against the budgets of
// docs/quality.md#web-budgets. The JavaScript budget is relative, as the first-visit
// gate's (check-first-visit.mjs): the framework's floor, computed in this same run with
// this project's Vite and versions (framework-floor.mjs), plus OUR_SHARE_BYTES. Reads the built HTML itself, so it measures what a browser is told to load.
// Exits 1 when any route is over budget. Beside it, the page's inline scripts are
// printed for the record, each gzipped on its own: the code (React Router's hand-over,
// the deferred bootstrap)
// and the data carried in script elements (JSON-LD, the route's loader data). They come
// inside the HTML, are not part of the budgeted module graph, and are what a page runs
// before the app.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { gzipSync } from "node:zlib";
import { builtPages, clientDir as client } from "./built-site.mjs";
import { frameworkFloor } from "./framework-floor.mjs";
import { attribute, elementsOf, sourceText } from "./html-elements.mjs";
import { CSS_BUDGET_BYTES, kb, OUR_SHARE_BYTES } from "./web-budgets.mjs";

if (!existsSync(client)) {
  console.error("No build found: run `pnpm --filter @casa/web build` first.");
  process.exit(1);
}

const floor = await frameworkFloor();
const jsBudget = floor + OUR_SHARE_BYTES;

const gzipCache = new Map();
const gzipSize = (file) => {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(file), { level: 9 }).length);
  return gzipCache.get(file);
};

/** Every JS file a module pulls in statically (dynamic `import()` is lazy and not counted). */
function staticGraph(file, seen) {
  if (seen.has(file)) return;
  seen.add(file);
  const code = readFileSync(file, "utf8");
  for (const match of code.matchAll(/(?:\bfrom|\bimport)\s*["']([^"']+\.js)["']/g)) {
    const spec = match[1];
    const target = spec.startsWith("/") ? join(client, spec) : join(dirname(file), spec);
    if (existsSync(target)) staticGraph(target, seen);
  }
}

const gzipped = (texts) => (texts.length ? gzipSync(texts.join("\n"), { level: 9 }).length : 0);

/**
 * A page's inline scripts, as code it runs (React Router's hand-over and scroll
 * restoration, the deferred bootstrap) and as data it
 * carries in a script element (schema.org JSON-LD, the route's loader data that React
 * Router streams into its context).
 */
function inlineScripts(html, elements) {
  const code = [];
  const data = [];
  for (const script of elements.filter((element) => element.tagName === "script")) {
    if (attribute(script, "src") !== undefined) continue;
    const body = sourceText(html, script);
    const isData =
      attribute(script, "type") === "application/ld+json" || body.includes("streamController.enqueue(");
    (isData ? data : code).push(body);
  }
  return { code, data };
}
const rows = [];
for (const html of builtPages()) {
  const text = readFileSync(html, "utf8");
  const js = new Set();
  const css = new Set();
  const elements = elementsOf(text);
  const links = (rel) =>
    elements.filter((element) => element.tagName === "link" && attribute(element, "rel") === rel);
  for (const link of links("modulepreload")) staticGraph(join(client, attribute(link, "href") ?? ""), js);
  // The page's bootstrap script: `import "…"`, `from "…"` or `import("…")` (see paint-before-scripts.mjs).
  for (const script of elements.filter(
    (element) => element.tagName === "script" && !attribute(element, "src"),
  ))
    for (const [, href] of sourceText(text, script).matchAll(
      /(?:from|import)\s*\(?\s*"(\/assets\/[^"]+\.js)"/g,
    ))
      staticGraph(join(client, href), js);
  // Inlined into the page (scripts/inline-css.mjs), each still named by its disabled link.
  for (const link of links("stylesheet"))
    css.add(join(client, (attribute(link, "href") ?? "").replace(/[#?].*$/, "")));
  const route = `/${relative(client, html)
    .replace(/(^|\/)index\.html$/, "")
    .replace(/\.html$/, "")}`;
  const jsBytes = [...js].reduce((sum, file) => sum + gzipSize(file), 0);
  const cssBytes = [...css].reduce((sum, file) => sum + gzipSize(file), 0);
  const inline = inlineScripts(text, elements);
  rows.push({
    route,
    jsBytes,
    cssBytes,
    codeBytes: gzipped(inline.code),
    dataBytes: gzipped(inline.data),
    over: jsBytes > jsBudget || cssBytes > CSS_BUDGET_BYTES,
  });
}

rows.sort((a, b) => b.jsBytes - a.jsBytes);
console.log(
  `First-load weight per route (gzip). Budgets: JS ${kb(jsBudget)} (the framework's floor ${kb(floor)} + ${kb(OUR_SHARE_BYTES)} of the site's own), CSS ${kb(CSS_BUDGET_BYTES)}`,
);
for (const row of rows) {
  console.log(
    `${row.over ? "OVER" : "ok  "}  ${kb(row.jsBytes).padStart(9)} JS  ${kb(row.cssBytes).padStart(8)} CSS  ` +
      `(+ inline: ${kb(row.codeBytes).padStart(6)} code, ${kb(row.dataBytes).padStart(6)} data)  ${row.route}`,
  );
}
const over = rows.filter((row) => row.over);
if (over.length > 0) {
  console.error(`${over.length} route(s) over budget: ${over.map((row) => row.route).join(", ")}`);
  process.exit(1);
}
console.log(`${rows.length} routes within budget.`);
