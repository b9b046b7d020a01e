/**
 * What the deployment and launcher tests share: the repository's root, free ports,
 * child processes that are always stopped, the site's nginx as the image runs it, and
 * plain HTTP requests from a chosen loopback address (the whole 127.0.0.0/8 is this
 * machine on Linux).
 */
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { request } from "node:http";
import { createServer } from "node:net";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

export const readRepoFile = (path) => readFileSync(join(ROOT, path), "utf8");

/** The shipped docker-compose.yml, parsed. */
export const compose = () => parse(readRepoFile("docker-compose.yml"));

/** A port nobody listens on now (the kernel's choice, outside every fixed block). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts a process; `stop()` ends it (and its group: SIGTERM, then SIGKILL after 10 s,
 * so that a process that will not stop cannot hold the test run) and resolves once it
 * is gone.
 */
export function start(command, args, options = {}) {
  const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], detached: true, ...options });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.on("exit", (code, signal) => resolve({ code, signal })));
  return {
    child,
    exited,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        try {
          process.kill(-child.pid, "SIGTERM");
        } catch {}
      }
      const late = setTimeout(() => {
        try {
          process.kill(-child.pid, "SIGKILL");
        } catch {}
      }, 10_000);
      await exited;
      clearTimeout(late);
    },
  };
}

const NGINX = ["/usr/sbin/nginx", "/usr/bin/nginx"].find(existsSync) ?? "nginx";

/**
 * Debian's nginx with the site's own configuration, rendered into `work` as the Docker
 * image assembles it (apps/web/deploy/render-nginx.sh): `/api` proxied to `upstream`,
 * files served from `siteRoot`, on a free port (or `port`); with `editorRoot`, the
 * editor's server too, on a port of its own, where the site's /admin leads. Resolves with
 * the process (started, not yet answering) and the origins; throws when the configuration
 * cannot be rendered.
 */
export async function startSiteNginx({ work, upstream, siteRoot, editorRoot, port, editorPort }) {
  const sitePort = port ?? (await freePort());
  const editor = editorRoot ? `127.0.0.1:${editorPort ?? (await freePort())}` : "";
  const render = start(
    "bash",
    [join(ROOT, "apps/web/deploy/render-nginx.sh"), work, upstream, `127.0.0.1:${sitePort}`, siteRoot].concat(
      editorRoot ? [editor, editorRoot] : [],
    ),
    { env: { ...process.env, EDITOR_ORIGIN: "" } },
  );
  const rendered = await render.exited;
  if (rendered.code !== 0) throw new Error(`render-nginx.sh failed:\n${render.output()}`);
  return {
    nginx: start(NGINX, ["-c", join(work, "nginx.conf"), "-p", work]),
    origin: `http://127.0.0.1:${sitePort}`,
    editorOrigin: editorRoot ? `http://${editor}` : undefined,
  };
}

/**
 * GET `url`, sent from `localAddress`; resolves with the status and the body, rejects
 * when the server is silent for `timeoutMs` (a server that never answers fails the test
 * that asked, instead of holding the run).
 */
export function get(url, { headers = {}, localAddress = "127.0.0.1", timeoutMs = 15_000 } = {}) {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers, localAddress, agent: false, timeout: timeoutMs }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body }));
    });
    req.on("timeout", () => req.destroy(new Error(`${url}: no answer in ${timeoutMs} ms`)));
    req.on("error", reject);
    req.end();
  });
}

/** Polls `url` until it answers 200 or the process dies; throws after `ms`. */
export async function waitUntilAnswers(url, proc, ms = 20_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (proc && proc.child.exitCode !== null) throw new Error(`exited early:\n${proc.output()}`);
    try {
      if ((await get(url)).status === 200) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} never answered${proc ? `:\n${proc.output()}` : ""}`);
}
