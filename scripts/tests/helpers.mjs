/**
 * What the deployment and launcher tests share: the repository's root, free ports,
 * child processes that are always stopped, and plain HTTP requests from a chosen
 * loopback address (the whole 127.0.0.0/8 is this machine on Linux).
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
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

/** Starts a process; `stop()` ends it (and its group) and resolves once it is gone. */
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
      await exited;
    },
  };
}

/** GET `url`, sent from `localAddress`; resolves with the status and the body. */
export function get(url, { headers = {}, localAddress = "127.0.0.1" } = {}) {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers, localAddress, agent: false }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body }));
    });
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
