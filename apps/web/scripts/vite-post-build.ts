import { copyFileSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import type { Plugin, ViteBuilder } from "vite";
import { buildAdmin } from "./build-admin.mjs";
import { buildServiceWorker, serviceWorkerSummary } from "./build-service-worker.mjs";
import { adminDir, builtPages, clientDir } from "./built-site.mjs";
import { finishPage } from "./finish-page.ts";
import { builtStylesheets } from "./inline-css.mjs";
import { buildSettings } from "./page-csp.mjs";

/**
 * What the site deploys, made by `react-router build` itself once React Router has
 * built and prerendered everything: each page finished (finish-page.ts) and written
 * once, 404.html, the editor (<build>/editor/admin) and the offline worker (sw.js).
 *
 * When: Vite's builder runs its config's `builder.buildApp`, which React Router's plugin
 * sets (it builds the client environment, then the server one, whose `writeBundle`
 * prerenders every page and writes the SPA fallback), before the first plugin
 * `buildApp` hook of order "post" (vite/dist/node/chunks/node.js, createBuilder).
 */
export function postBuild(): Plugin {
  return {
    name: "casa:post-build",
    apply: "build",
    configResolved(config) {
      // React Router 8's CLI always builds through Vite's builder, and so runs its
      // buildApp hooks; without a builder this plugin would never run.
      if (!config.builder) {
        throw new Error("post-build: Vite's builder is not in use (React Router's CLI uses it)");
      }
    },
    buildApp: { order: "post", handler: finishSite },
  };
}

async function finishSite(builder: ViteBuilder): Promise<void> {
  const { env, logger, root } = builder.config;
  // The folders scripts/built-site.mjs names are those the size check, the preview and
  // the tests read: they must be where React Router wrote (both follow WEB_BUILD_DIR).
  const outDir = builder.environments.client?.config.build.outDir;
  if (!outDir || resolve(root, outDir) !== clientDir) {
    throw new Error(
      `post-build: the site was built into ${outDir}, not ${clientDir} (scripts/built-site.mjs)`,
    );
  }
  if (!existsSync(join(clientDir, "__spa-fallback.html"))) {
    throw new Error(`post-build: no prerendered site in ${clientDir}`);
  }
  const policy = buildSettings(env);
  const readCss = builtStylesheets(clientDir);
  const pages = builtPages(clientDir);
  for (const file of pages) {
    try {
      writeFileSync(file, finishPage(readFileSync(file, "utf8"), { readCss, policy }));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`post-build: ${relative(root, file)}: ${reason}`, { cause: error });
    }
  }
  // The SPA fallback under the name Firebase Hosting serves for unknown paths.
  copyFileSync(join(clientDir, "__spa-fallback.html"), join(clientDir, "404.html"));
  logger.info(
    `post-build: ${pages.length} pages with their CSS inline, app code after the first paint and ` +
      `their script and style policy${policy.analytics ? " (with analytics)" : ""}; 404.html written`,
  );
  buildAdmin(adminDir, env, logger);
  logger.info(serviceWorkerSummary(await buildServiceWorker({ dir: clientDir })));
}
