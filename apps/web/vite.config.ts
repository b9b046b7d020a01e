import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { ENV_DIR, loadProjectEnv } from "./scripts/project-env.mjs";
import { adminEditor } from "./scripts/vite-admin.ts";
import { contentFiles } from "./scripts/vite-content.ts";
import { shellChunk } from "./scripts/vite-shell-chunk.ts";
import { spaFallback } from "./scripts/vite-spa-fallback.ts";

/**
 * A page's module that at least this many pages import goes into one "common" file with
 * the others like it (today the page head's title and the page hero) instead of a file of
 * its own each: about 0.1 KB less per page, and a page that needs one of them loads them all (they are small).
 */
const PAGES_SHARING_COMMON = 8;

export default defineConfig(({ mode }) => {
  // Before the plugins run: the route table reads VITE_ENABLE_DIAGNOSTICS from process.env.
  loadProjectEnv(mode);
  /** Where `/api` is proxied in development and preview: the league service. */
  const apiTarget = process.env.API_PROXY_TARGET ?? "http://127.0.0.1:8787";
  const proxy = { "/api": { target: apiTarget, changeOrigin: false } };
  return {
    envDir: ENV_DIR,
    plugins: [contentFiles(), adminEditor(), reactRouter(), spaFallback()],
    server: { port: 5173, proxy },
    preview: { port: 4173, proxy },
    build: {
      rolldownOptions: {
        output: {
          // What every page loads in one file, then what many share: both read from the
          // module graph (scripts/vite-shell-chunk.ts), never from a list of files.
          codeSplitting: {
            groups: [{ name: shellChunk() }, { name: "common", minShareCount: PAGES_SHARING_COMMON }],
          },
        },
      },
    },
  };
});
