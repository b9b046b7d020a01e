import type { Config } from "@react-router/dev/config";
import { NEWS } from "./src/content/news.ts";
import { newsPath } from "./src/content/news-path.ts";
import { REDIRECTS } from "./src/redirects.ts";

/**
 * SPA mode with every static route prerendered: each page is real HTML at build time
 * (fast first paint, readable without JavaScript and by link previews) and hydrates
 * into the single-page app. Redirect-only routes are not prerendered: the fallback
 * page runs their client redirect (and nginx answers them with a 301 first).
 */
export default {
  appDirectory: "src",
  // Another folder lets two builds (say, two people testing) run side by side.
  buildDirectory: process.env.WEB_BUILD_DIR ?? "build",
  ssr: false,
  async prerender({ getStaticPaths }) {
    // Static paths, and each news item's page (`novedades/:id` has one per item).
    return [...getStaticPaths().filter((path) => !(path in REDIRECTS)), ...NEWS.map(newsPath)];
  },
  future: {
    v8_middleware: true,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
