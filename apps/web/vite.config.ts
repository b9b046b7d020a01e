import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { ENV_DIR, loadProjectEnv } from "./scripts/project-env.mjs";
import { adminEditor } from "./scripts/vite-admin.ts";
import { contentFiles } from "./scripts/vite-content.ts";
import { imagesStep } from "./scripts/vite-images.ts";
import { leagueChunk } from "./scripts/vite-league-chunks.ts";
import { postBuild } from "./scripts/vite-post-build.ts";
import { shellChunk } from "./scripts/vite-shell-chunk.ts";
import { spaFallback } from "./scripts/vite-spa-fallback.ts";

/**
 * A page's module that at least this many pages import goes into one "common" file with
 * the others like it (today the page head's title and the page hero) instead of a file of
 * its own each: about 0.1 KB less per page, and a page that needs one of them loads them all (they are small).
 */
const PAGES_SHARING_COMMON = 8;

/**
 * What the layout starts once a page is live, on every page and never in its static
 * graph (each is an `import()`): the scroll reveal, the phone panel's behaviour with the
 * focus trap it uses, and the service worker's registration. One file instead of four:
 * 0.3 KB less on every first visit (1.8 KB → 1.5; each file costs its imports, exports
 * and gzip window).
 */
const AFTER_HYDRATION =
  /[\\/]src[\\/](lib[\\/](reveal|focus|service-worker-register)|layout[\\/]mobile-panel-behaviour)\.ts$/;

export default defineConfig(({ mode }) => {
  // Before the plugins run: the route table reads VITE_ENABLE_DIAGNOSTICS from process.env.
  loadProjectEnv(mode);
  /** Where `/api` is proxied in development and preview: the league service. */
  const apiTarget = process.env.API_PROXY_TARGET ?? "http://127.0.0.1:8787";
  const proxy = { "/api": { target: apiTarget, changeOrigin: false } };
  return {
    envDir: ENV_DIR,
    // contentFiles checks the content, then imagesStep encodes the photos (scripts/vite-images.ts);
    // postBuild: after React Router's build and prerender, what deploys (scripts/vite-post-build.ts).
    plugins: [contentFiles(), imagesStep(), adminEditor(), reactRouter(), spaFallback(), postBuild()],
    server: { port: 5173, proxy },
    preview: { port: 4173, proxy },
    build: {
      rolldownOptions: {
        output: {
          // What every page loads in one file, then what many share: both read from the
          // module graph (scripts/vite-shell-chunk.ts), never from a list of files.
          codeSplitting: {
            groups: [
              { name: shellChunk() },
              // The league code by what pages need together (scripts/vite-league-chunks.ts).
              { name: leagueChunk() },
              { name: "after-hydration", test: AFTER_HYDRATION },
              { name: "common", minShareCount: PAGES_SHARING_COMMON },
            ],
          },
        },
      },
    },
  };
});
