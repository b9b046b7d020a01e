// The built site served as the browser tests serve it (`vite preview` + the league
// service from apps/api/dist), for the scripts that measure it: lighthouse.mjs and
// phone-bench.mjs. Each server runs in its own process group, so that it and its
// children stop together, also when the script is interrupted.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** `apps/web`: where the servers run. */
export const webDir = join(dirname(fileURLToPath(import.meta.url)), "..");

const running = new Set();

/** Starts a process in its own process group; `output()` keeps the last 4 KB it printed. */
export function start(command, args, env, name) {
  const child = spawn(command, args, {
    cwd: webDir,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk) => {
    output = (output + chunk).slice(-4000);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  child.name = name;
  child.output = () => output;
  running.add(child);
  child.on("exit", () => running.delete(child));
  return child;
}

/** Stops a started process and its children (SIGTERM, then SIGKILL after 3 s). */
export async function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const signal = (sig) => {
    try {
      process.kill(-child.pid, sig);
    } catch {
      // Already gone.
    }
  };
  signal("SIGTERM");
  const timer = setTimeout(() => signal("SIGKILL"), 3000);
  await exited;
  clearTimeout(timer);
}

function stopAllNow() {
  for (const child of running) {
    try {
      process.kill(-child.pid, "SIGKILL");
    } catch {
      // Already gone.
    }
  }
}
process.on("exit", stopAllNow);
for (const sig of ["SIGINT", "SIGTERM"]) {
  process.on(sig, () => {
    stopAllNow();
    process.exit(130);
  });
}

export async function waitForUrl(url, child, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${child.name} stopped:\n${child.output()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${child.name} did not answer ${url} within ${timeoutMs / 1000} s:\n${child.output()}`);
}

/**
 * Exits with a hint when the site or the league service has not been built.
 * @param {string} buildDir the web build's folder under apps/web
 */
function requireBuilds(buildDir) {
  if (!existsSync(join(webDir, buildDir, "client", "index.html"))) {
    console.error(`No build in apps/web/${buildDir}: run \`pnpm --filter @casa/web build\` first.`);
    process.exit(1);
  }
  if (!existsSync(join(webDir, "..", "api", "dist", "server.js"))) {
    console.error("No league service build in apps/api/dist: run `pnpm --filter @casa/api build` first.");
    process.exit(1);
  }
}

/**
 * Serves the built site on `webPort` (its `/api` proxied to the league service on
 * `apiPort`) and resolves once both answer; `close()` stops both.
 * @param {{ buildDir: string, webPort: number, apiPort: number }} options
 */
export async function serveBuiltSite({ buildDir, webPort, apiPort }) {
  requireBuilds(buildDir);
  const api = start(
    process.execPath,
    ["../api/dist/server.js"],
    { PORT: String(apiPort), HOST: "127.0.0.1", LOG_LEVEL: "warn" },
    "league service",
  );
  const site = start(
    process.execPath,
    [
      "node_modules/vite/bin/vite.js",
      "preview",
      "--host",
      "127.0.0.1",
      "--strictPort",
      "--port",
      String(webPort),
      // Vite (8.4) refuses a second `vite preview` of the same project while one runs;
      // here each build has a port of its own, and `bench-compare.mjs` serves two at once.
      "--bypass-lock",
    ],
    { WEB_BUILD_DIR: buildDir, API_PROXY_TARGET: `http://127.0.0.1:${apiPort}` },
    "vite preview",
  );
  const close = () => Promise.all([stop(site), stop(api)]);
  try {
    await waitForUrl(`http://127.0.0.1:${apiPort}/api/health`, api);
    await waitForUrl(`http://127.0.0.1:${webPort}/`, site);
  } catch (error) {
    await close();
    throw error;
  }
  return { origin: `http://127.0.0.1:${webPort}`, close };
}

/**
 * Serves the built editor (`<buildDir>/editor`) on its own origin as production does,
 * with nginx (deploy/serve-nginx.sh; its first server, the site, on `webPort` from
 * `clientDir`, is needed by the script but never opened), and resolves once /admin/
 * answers; `close()` stops it. For the scripts that drive the editor by hand
 * (admin-screenshots.mjs, admin-phone-check.mjs).
 * @param {{ buildDir: string, clientDir: string, editorPort: number, webPort: number, apiPort: number }} options
 */
export async function serveBuiltEditor({ buildDir, clientDir, editorPort, webPort, apiPort }) {
  const origin = `http://127.0.0.1:${editorPort}`;
  const nginx = start(
    "bash",
    [
      "deploy/serve-nginx.sh",
      `127.0.0.1:${webPort}`,
      `http://127.0.0.1:${apiPort}`,
      clientDir,
      `127.0.0.1:${editorPort}`,
      join(buildDir, "editor"),
    ],
    { EDITOR_ORIGIN: origin },
    "nginx",
  );
  const close = () => stop(nginx);
  try {
    await waitForUrl(`${origin}/admin/`, nginx);
  } catch (error) {
    await close();
    throw error;
  }
  return { origin, close };
}
