#!/usr/bin/env node
// The build's content step, before React Router's build: every file of the content
// folder (apps/web/content/, or CONTENT_DIR) read and checked against its collection's
// schema (src/content/files/). A mistake stops the build here with its one Spanish line
// (`apps/web/content/noticias/x.md: "fecha" debe ser una fecha AAAA-MM-DD (dice
// "12/13/2026")`) and nothing is built, so the site never goes out with half its
// content. The build's plugin (scripts/vite-content.ts) reads the same files again.
import { loadContent } from "../src/content/files/load.ts";
import { contentDir } from "../src/content/files/paths.ts";
import { ContentProblem } from "../src/content/files/problem.ts";
import { loadProjectEnv } from "./project-env.mjs";

// CONTENT_DIR may come from the root .env, as it does for the build that follows.
loadProjectEnv("production");

try {
  const content = await loadContent({ dir: contentDir(), drafts: false });
  console.log(
    `content: ${content.news.length} noticia(s) y ${content.events.length} evento(s) por venir publicados; los borradores quedan afuera`,
  );
} catch (error) {
  if (!(error instanceof ContentProblem)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
