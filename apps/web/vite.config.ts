import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { ENV_DIR, loadProjectEnv } from "./scripts/project-env.mjs";
import { adminEditor } from "./scripts/vite-admin.ts";
import { contentFiles } from "./scripts/vite-content.ts";
import { spaFallback } from "./scripts/vite-spa-fallback.ts";

/**
 * What every page loads (React, React Router, the frame and its content) goes in one
 * "shell" chunk instead of a dozen: gzip compresses them together, which takes about
 * 3 KB off every route's first-load JavaScript (the 120 KB budget of docs/quality.md#web-budgets leaves
 * little room beside React Router's framework runtime). The price is that a change to
 * the frame also renews the cached copy of React; for a site deployed now and then that
 * is the better trade. Route modules stay separate, as React Router needs.
 */
const SHELL_MODULES = new RegExp(
  [
    "config\\.ts",
    "redirects\\.ts",
    "content/(club|navigation|pages|activities/index)\\.ts",
    "components/(smart-link|lazy-error-page|page-hero|static-part)\\.tsx",
    "lib/(meta|scroll|storage|inline-styles|buenos-aires-day)\\.ts",
    "layout/(canonical|site-header|desktop-nav|mobile-menu|anchor-scroll|analytics|welcome-gate|site-layout)\\.tsx?",
    "root\\.tsx",
  ]
    .map((module) => `/src/${module}$`)
    // The club's contact facts (content/club.yml), which config.ts reads.
    .concat("^\0virtual:contenido/club$")
    .concat("/node_modules/(react|react-dom|react-router|scheduler)/")
    .join("|"),
);

/**
 * What every page with league data loads on its first visit (the calls, their
 * loading and error states, the league list) in one chunk rather than four small
 * ones: it saves their per-file overhead (~0.3 KB gzip) on the pages closest to the
 * budget (the volleyball pages).
 */
const LEAGUE_DATA_MODULES = new RegExp(
  [
    "apps/web/src/league/(endpoints|fetch-league|fetch-json|early-data|use-league-data)\\.ts$",
    "apps/web/src/components/league-status-(loading|error)\\.tsx$",
    "apps/web/src/content/league\\.ts$",
    "packages/shared/src/league\\.ts$",
  ].join("|"),
);

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
          codeSplitting: {
            groups: [
              { name: "shell", test: SHELL_MODULES },
              { name: "league-data", test: LEAGUE_DATA_MODULES },
            ],
          },
        },
      },
    },
  };
});
