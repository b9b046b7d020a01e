#!/usr/bin/env node
// The content check: every file of the content folder (apps/web/content/, or CONTENT_DIR)
// read and checked against its collection's schema (src/site-data/content-files/). A mistake is
// one Spanish line (`apps/web/content/noticias/x.md: "fecha" debe ser una fecha
// AAAA-MM-DD (dice "12/13/2026")`) and stops whatever asked. The build runs it first
// thing inside React Router's build (the content plugin's buildStart,
// scripts/vite-content.ts), in the process that also makes the route table, the
// prerender list and the pages' data, so each file is read once per build
// (src/site-data/content-files/read-once.ts) and nothing is built from half the content.
// `node scripts/check-content.mjs` runs it alone.
import { pathToFileURL } from "node:url";
import { loadContent } from "../src/site-data/content-files/load.ts";
import { contentDir } from "../src/site-data/content-files/paths.ts";
import { isContentProblem } from "../src/site-data/content-files/problem.ts";
import { loadProjectEnv } from "./project-env.mjs";

/** @param {{ news: unknown[], events: unknown[] }} content what the check read */
const contentSummary = (content) =>
  `content: ${content.news.length} noticia(s) y ${content.events.length} evento(s) por venir publicados; los borradores quedan afuera`;

/**
 * The check's outcome as the build reports it: its summary line, or the problem's one line.
 * @param {Promise<{ news: unknown[], events: unknown[] }>} loading the content being read
 * @returns {Promise<{ ok: true, line: string } | { ok: false, line: string }>}
 */
export async function checkContent(loading) {
  try {
    return { ok: true, line: contentSummary(await loading) };
  } catch (error) {
    if (!isContentProblem(error)) throw error;
    return { ok: false, line: error.message };
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // CONTENT_DIR may come from the root .env, as it does for the build.
  loadProjectEnv("production");
  const { ok, line } = await checkContent(loadContent({ dir: contentDir(), drafts: false }));
  if (ok) console.log(line);
  else {
    console.error(line);
    process.exitCode = 1;
  }
}
