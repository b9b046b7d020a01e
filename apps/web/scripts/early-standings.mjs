#!/usr/bin/env node
// Post-build step (after inline-css.mjs, before page-csp.mjs): every prerendered page
// with a league table box (`data-early-standings`, see LiveStandingsTable) gets the
// early painter, src/league/early-standings-entry.ts, built here into one small
// script and put inline at the end of its body.
//
// Why: the app's code (~120 KB) reaches a phone on mobile data two seconds after the
// page; the table's data (~2 KB, requested from the `<head>`) long before. The painter
// shows the table from that data with the app's own markup functions, so a fan sees
// it about when the page paints (docs/quality.md#first-tap), and the app takes
// over the same answer and the same markup without asking again.
//
// Inline, because a separate file would be one more request on a slow connection
// for a few kilobytes; inside the table box itself, so it runs as soon as the browser
// has read the box (early in the page, not after the whole document): React leaves
// the box's content alone (it is the painter's), so hydration never sees the script.
// Running it costs a few milliseconds: the heavier work waits for the data, after the
// first paint. Allowed by its hash (page-csp.mjs).
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";
import { builtPages } from "./built-site.mjs";

const ENTRY = join(dirname(fileURLToPath(import.meta.url)), "../src/league/early-standings-entry.ts");
/** A table box's opening tag, as React writes it (LiveStandingsTable). */
const TABLE_BOX = /<div [^>]*\bdata-early-standings="[^"]*"[^>]*>/g;
/** Marks the inline script, so a second run replaces it rather than adding another. */
const TAG = "<script data-early-standings-painter>";
const PAINTER = /<script data-early-standings-painter>[\s\S]*?<\/script>/;

/** The painter as one minified script, for every browser the site supports. */
export async function buildPainter() {
  const output = await build({
    configFile: false,
    logLevel: "warn",
    build: {
      write: false,
      minify: true,
      target: "es2022",
      lib: { entry: ENTRY, formats: ["iife"], name: "casaEarlyStandings" },
    },
  });
  const [result] = Array.isArray(output) ? output : [output];
  const chunk = result?.output?.find((file) => file.type === "chunk");
  if (!chunk) throw new Error("the early painter did not build");
  return chunk.code.trim();
}

/**
 * The page with the painter inside its last table box (after it, every box of the page
 * has been read); as it was when it has none. Safe to run twice.
 * @param {string} html
 * @param {string} code
 */
export function addPainter(html, code) {
  const page = html.replace(PAINTER, "");
  const last = [...page.matchAll(TABLE_BOX)].at(-1);
  if (last?.index === undefined) return page;
  const at = last.index + last[0].length;
  const script = `${TAG}${code.replaceAll("</script", "<\\/script")}</script>`;
  return page.slice(0, at) + script + page.slice(at);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const code = await buildPainter();
  let painted = 0;
  for (const page of builtPages()) {
    const html = readFileSync(page, "utf8");
    const withPainter = addPainter(html, code);
    if (withPainter.includes(TAG)) painted += 1;
    if (withPainter !== html) writeFileSync(page, withPainter);
  }
  console.log(`early-standings: painter (${code.length} bytes) inline in ${painted} pages`);
}
