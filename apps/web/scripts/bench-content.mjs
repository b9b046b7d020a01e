#!/usr/bin/env node
// The content benchmark (`pnpm bench:content`): room to grow. Builds the site with 100
// and then 1,000 test news items (scripts/content-fixtures.mjs, in a temporary copy of
// the content folder, given to the build as CONTENT_DIR), and prints each build's time
// and the first /novedades page's size against the budgets of docs/quality.md: 1,000
// items built in ≤ 60 s on the project's 2-core machine, and that page ≤ 30 KB of HTML
// (gzip level 9, as nginx sends it). Prints ✓/✗ and never fails on a figure.
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { buildWithContent } from "./build-with-content.mjs";
import { writeTestNews } from "./content-fixtures.mjs";

const webDir = join(dirname(fileURLToPath(import.meta.url)), "..");
const BUDGET = { buildSeconds: 60, pageKb: 30 };
const COUNTS = [100, 1000];
const today = new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10);

const mark = (ok) => (ok ? "✓" : "✗");
const kb = (bytes) => (bytes / 1024).toFixed(1);

console.log(
  `Content benchmark: ${availableParallelism()} core(s), Node ${process.version}. Budgets: 1,000 items built in ≤ ${BUDGET.buildSeconds} s; first /novedades page ≤ ${BUDGET.pageKb} KB HTML gzip.`,
);
for (const count of COUNTS) {
  const dir = mkdtempSync(join(tmpdir(), `casa-bench-${count}-`));
  const buildDir = `build-bench-${count}`;
  try {
    cpSync(join(webDir, "content"), dir, { recursive: true });
    writeTestNews(dir, count, { newest: today });
    const seconds = await buildWithContent({ contentDir: dir, buildDir });
    const client = join(webDir, buildDir, "client");
    const html = readFileSync(join(client, "novedades", "index.html"));
    const gzip = gzipSync(html, { level: 9 }).length;
    const data = gzipSync(readFileSync(join(client, "novedades.data")), { level: 9 }).length;
    const buildOk = count < 1000 || seconds <= BUDGET.buildSeconds;
    console.log(
      `${String(count).padStart(5)} news items: build ${seconds.toFixed(1)} s ${count >= 1000 ? `${mark(buildOk)} (≤ ${BUDGET.buildSeconds} s)` : "(no budget below 1,000)"}` +
        `; /novedades ${kb(gzip)} KB HTML gzip ${mark(gzip <= BUDGET.pageKb * 1024)} (≤ ${BUDGET.pageKb} KB; ${kb(html.length)} KB raw, its data file ${kb(data)} KB gzip)`,
    );
  } catch (error) {
    console.log(
      `${String(count).padStart(5)} news items: the build failed ✗\n${error instanceof Error ? error.message : error}`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
    rmSync(join(webDir, buildDir), { recursive: true, force: true });
  }
}
