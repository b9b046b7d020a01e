// The site's production build (the `build` script of apps/web/package.json, every step)
// from another content folder into another build folder: the browser tests' site with
// test content, their site with analytics on, and the content benchmark's. Resolves
// with the build's duration.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { delimiter, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const thisWebDir = join(dirname(fileURLToPath(import.meta.url)), "..");

/**
 * @param {{ contentDir: string, buildDir: string, quiet?: boolean, webDir?: string, env?: Record<string, string> }} options
 *   `webDir`: the web app to build (a copy of this one: scripts/admin/sandbox.mjs).
 *   `env`: settings for this build only, over the environment's (the analytics test's
 *   made-up Firebase config: e2e/support/analytics-site.ts).
 * @returns {Promise<number>} seconds the build took
 */
export function buildWithContent({ contentDir, buildDir, quiet = true, webDir = thisWebDir, env = {} }) {
  const { scripts } = JSON.parse(readFileSync(join(webDir, "package.json"), "utf8"));
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn("sh", ["-c", scripts.build], {
      cwd: webDir,
      env: {
        ...process.env,
        ...env,
        CONTENT_DIR: contentDir,
        WEB_BUILD_DIR: buildDir,
        PATH: `${join(thisWebDir, "node_modules", ".bin")}${delimiter}${process.env.PATH}`,
      },
      stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit",
    });
    let output = "";
    child.stdout?.on("data", (chunk) => {
      output = (output + chunk).slice(-8000);
    });
    child.stderr?.on("data", (chunk) => {
      output = (output + chunk).slice(-8000);
    });
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0
        ? resolve((performance.now() - started) / 1000)
        : reject(new Error(`build with ${contentDir} failed (${code}):\n${output}`)),
    );
  });
}
