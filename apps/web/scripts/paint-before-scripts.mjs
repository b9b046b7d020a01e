#!/usr/bin/env node
// Post-build step (after inline-css.mjs): in every prerendered page, the app's code is
// fetched once the browser has painted the page (or the page has loaded, whichever
// comes first).
//
// Why: each page is complete HTML, readable and navigable without JavaScript (links
// are real links, the phone menu a native popover), and with its CSS inline the first
// paint needs only the document. React Router's output starts fetching ~120 KB of
// modules at once (`<link rel="modulepreload">` plus the bootstrap's static imports):
// on a phone on mobile data they share the connection with the first image, and the
// main thread compiles and runs them while the rest of the page is still to be
// painted. Measured both ways on the same build (median of 3, shared machine): with
// the modules fetched at once, Lighthouse's LCP went from about 1.0 s to 2.0–2.7 s on
// all five audited routes; fetched after the paint, the league table came 0.6–1.4 s
// later on the throttled phone (scripts/phone-bench.mjs), which the league pages win
// back by starting their data request from the `<head>` (src/league/early-data.ts),
// a request this step leaves in place. (The first paint is read from a
// PerformanceObserver rather than an animation frame, which never comes in a
// background tab, or a timer, which stands still under a test's stopped clock.)
//
// A page whose largest paint is a photo (`fetchpriority="high"`: home's first hero
// slide, an activity's hero photo) also lets that photo finish first, for 2.5 s at most.
// Measured on `/` (Lighthouse mobile, the same build with and without, alternated, 6 and
// 9 runs): without, LCP was 1.5 s or 2.5 s depending on whether the modules overtook
// the photo (3 of 6 runs at 2.5 s); with, 1.36–1.82 s and never the 2.5 s mode.
//
// How: the page is read with an HTML parser (html-elements.mjs); the modulepreload
// links leave the HTML (the script adds them after the first paint), and React Router's bootstrap
//   <script type="module" async>import "/m.js"; import * as route0 from "/r.js"; …
//   window.__reactRouterRouteModules = {…}; import("/entry.js");</script>
// becomes the same imports, made after the first paint. The bootstrap's text is
// React Router's (7.18): if a new version writes it differently, this step fails
// the build rather than leave a page that never hydrates.
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { builtPages } from "./built-site.mjs";
import { attribute, editPage, elementsOf, sourceText, spanOf } from "./html-elements.mjs";

const MANIFEST_IMPORT = /^import "([^"]+)";$/m;
const ROUTE_IMPORT = /^import \* as (route\d+) from "([^"]+)";$/gm;
const ROUTE_MODULES = /window\.__reactRouterRouteModules = (\{[^\n]*\});/;
const ENTRY_IMPORT = /import\("([^"]+)"\);\s*$/;
/** The Element Timing name the page's high-priority photos (ResponsiveImage's `priority`) get. */
const PHOTO_TIMING = "foto-principal";

/**
 * The page with its bootstrap deferred to after the first paint and without the
 * modulepreload links. Throws when the page does not have React Router's bootstrap.
 * @param {string} html
 * @returns {string}
 */
export function paintBeforeScripts(html) {
  const elements = elementsOf(html);
  const bootstrap = elements.find(
    (element) =>
      element.tagName === "script" &&
      attribute(element, "type") === "module" &&
      attribute(element, "src") === undefined,
  );
  if (!bootstrap?.sourceCodeLocation) throw new Error("no React Router bootstrap script found");
  const code = sourceText(html, bootstrap);
  const manifest = MANIFEST_IMPORT.exec(code)?.[1];
  const routes = [...code.matchAll(ROUTE_IMPORT)].map(([, name, href]) => ({ name, href }));
  const routeModules = ROUTE_MODULES.exec(code)?.[1];
  const entry = ENTRY_IMPORT.exec(code)?.[1];
  if (!manifest || routes.length === 0 || !routeModules || !entry) {
    throw new Error(`React Router's bootstrap script has an unexpected shape:\n${code}`);
  }
  const preloadLinks = elements.filter(
    (element) => element.tagName === "link" && attribute(element, "rel") === "modulepreload",
  );
  const preloads = preloadLinks.map((link) => attribute(link, "href"));
  const photos = elements.filter(
    (element) => element.tagName === "img" && attribute(element, "fetchpriority") === "high",
  );
  const imports = [manifest, ...routes.map((route) => route.href)].map((href) => `import("${href}")`);
  const deferred = [
    "await new Promise((go) => {",
    '  if (document.readyState === "complete") return go();',
    '  addEventListener("load", go);',
    '  new PerformanceObserver(go).observe({ type: "paint", buffered: true });',
    "});",
    // The page's largest picture (its high-priority photo, when one is showing) first:
    // it has the connection to itself until it is on screen (Element Timing; where the
    // browser lacks it, until it is decoded) or has failed, for 2.5 s at most.
    `const photos = [...document.querySelectorAll('img[elementtiming="${PHOTO_TIMING}"]')]`,
    "  .filter((img) => img.checkVisibility() && !(img.complete && img.naturalWidth === 0));",
    "await Promise.race([",
    "  new Promise((go) => {",
    '    if (!PerformanceObserver.supportedEntryTypes?.includes("element"))',
    "      return Promise.all(photos.map((img) => img.decode().catch(() => {}))).then(go);",
    "    const waiting = new Set(photos);",
    "    const done = (img) => waiting.delete(img) && waiting.size === 0 && go();",
    "    if (waiting.size === 0) return go();",
    '    for (const img of photos) img.addEventListener("error", () => done(img));',
    "    new PerformanceObserver((list) => list.getEntries().forEach((entry) => done(entry.element)))",
    '      .observe({ type: "element", buffered: true });',
    "  }),",
    "  new Promise((go) => setTimeout(go, 2500)),",
    "]);",
    // React Router's own list of the page's modules, fetched all at once (no waterfall of
    // imports); while they arrive, a `load` still to come waits for them.
    `for (const href of ${JSON.stringify(preloads)}) {`,
    '  const link = document.createElement("link");',
    '  link.rel = "modulepreload";',
    "  link.href = href;",
    "  document.head.append(link);",
    "}",
    `const [, ${routes.map((route) => route.name).join(", ")}] = await Promise.all([${imports.join(", ")}]);`,
    `window.__reactRouterRouteModules = ${routeModules};`,
    `import("${entry}");`,
  ].join("\n");
  return editPage(html, [
    { ...spanOf(bootstrap), text: `<script type="module">${deferred}</script>` },
    ...preloadLinks.map((link) => ({ ...spanOf(link), text: "" })),
    ...photos.map((img) => {
      const start = spanOf(img).start + "<img".length;
      return { start, end: start, text: ` elementtiming="${PHOTO_TIMING}"` };
    }),
  ]);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const pages = builtPages();
  for (const page of pages) {
    try {
      writeFileSync(page, paintBeforeScripts(readFileSync(page, "utf8")));
    } catch (error) {
      console.error(`${page}: ${error instanceof Error ? error.message : error}`);
      process.exit(1);
    }
  }
  console.log(`${pages.length} pages: app code fetched after the first paint`);
}
