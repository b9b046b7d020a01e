/**
 * The league service's image as it would run: its runtime folder made by the same
 * command the Dockerfile runs (`pnpm run deploy:api <dir>`: the built service, its data
 * and exactly its production dependencies), started with the image's own command and
 * environment (read from apps/api/Dockerfile), at the shipped default time-outs.
 *
 * Only the port, the cache file (the image's /data is a volume) and the scraper (no
 * league host is reachable from a test) differ from the image.
 * Needs the built service and shared package (apps/api/dist, packages/shared/dist).
 */
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { freePort, get, ROOT, readRepoFile, start, waitUntilAnswers } from "./helpers.mjs";

/** The last stage of a Dockerfile: its ENV pairs, WORKDIR and CMD (exec form). */
function finalStage(dockerfile) {
  const lines = dockerfile.replace(/\\\n/g, " ").split("\n");
  const stage = lines.slice(lines.findLastIndex((line) => /^FROM\s/.test(line)));
  const env = {};
  for (const line of stage.filter((l) => /^ENV\s/.test(l))) {
    for (const [, name, value] of line.slice(4).matchAll(/(\w+)=(\S+)/g)) env[name] = value;
  }
  const cmd = JSON.parse(stage.find((l) => /^CMD\s/.test(l)).slice(4));
  return { env, cmd };
}

const image = finalStage(readRepoFile("apps/api/Dockerfile"));
const work = mkdtempSync(join(tmpdir(), "casa-api-runtime-"));
const runtime = join(work, "app");
let service;
let port;

before(async () => {
  assert.ok(existsSync(join(ROOT, "apps/api/dist/server.js")), "build first (pnpm exec turbo run build)");
  execFileSync("pnpm", ["run", "--silent", "deploy:api", runtime], { cwd: ROOT, stdio: "pipe" });
  port = await freePort();
  const [command, ...args] = image.cmd;
  service = start(command, args, {
    cwd: runtime,
    // The image's environment alone (no developer settings, no .env of the repository).
    env: {
      PATH: process.env.PATH,
      ...image.env,
      HOST: "127.0.0.1",
      PORT: String(port),
      CACHE_FILE: join(work, "data", "cache.json"),
      SCRAPE_ENABLED: "false",
    },
  });
  await waitUntilAnswers(`http://127.0.0.1:${port}/api/health`, service);
});

after(async () => {
  await service?.stop();
  rmSync(work, { recursive: true, force: true });
});

test("the runtime folder holds the built service and production dependencies only", () => {
  for (const path of [
    "dist/server.js",
    "node_modules/@casa/shared/data/snapshot.json",
    "node_modules/fastify",
    "node_modules/@casa/shared",
  ])
    assert.ok(existsSync(join(runtime, path)), `${path} is in the runtime folder`);
  for (const path of ["src", "node_modules/vitest", "node_modules/tsx", "node_modules/typescript"])
    assert.ok(!existsSync(join(runtime, path)), `${path} is not in the runtime folder`);
});

test("started as the image starts it, the service answers its health and a league table", async () => {
  const health = await get(`http://127.0.0.1:${port}/api/health`);
  assert.equal(health.status, 200);
  const standings = await get(`http://127.0.0.1:${port}/api/standings/basquet`);
  assert.equal(standings.status, 200);
  const rows = JSON.parse(standings.body).standings;
  assert.ok(rows.length > 0, "basketball's table has rows");
  assert.ok(
    rows.some((row) => /CASA/.test(row.equipo)),
    "with the club in it",
  );
});

/**
 * A raw client that reads what it is sent (a client that never reads keeps its end
 * open after the server has closed its own, and would mistake that for a held socket).
 * Resolves with the seconds until the server closed the connection and what it sent.
 */
function rawClient(onConnect) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let received = "";
    const socket = connect(port, "127.0.0.1", () => onConnect(socket));
    socket.setEncoding("utf8");
    socket.on("data", (chunk) => (received += chunk));
    socket.on("error", reject);
    socket.on("close", () => resolve({ seconds: (performance.now() - started) / 1000, received, socket }));
  });
}

test("at the default time-outs, idle, half-sent and trickling clients are closed while others are served", async () => {
  const idle = rawClient(() => {});
  const halfSent = rawClient((socket) => socket.write("GET /api/health HTTP/1.1\r\nHost: casa\r\n"));
  let trickle;
  const trickling = rawClient((socket) => {
    socket.write("GET /api/health HTTP/1.1\r\n");
    let header = 0;
    trickle = setInterval(() => socket.writable && socket.write(`X-Slow-${header++}: 1\r\n`), 2_000);
  });
  // Meanwhile, a normal client is answered at once, more than once.
  for (let i = 0; i < 3; i++) {
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    assert.equal((await get(`http://127.0.0.1:${port}/api/health`)).status, 200);
  }
  const cap = (promise, seconds, what) =>
    Promise.race([
      promise,
      new Promise((_, reject) =>
        setTimeout(() => reject(new Error(`${what} still open after ${seconds} s`)), seconds * 1000).unref(),
      ),
    ]);
  try {
    // Defaults: headers within 10 s and a whole request within 15 s, checked every 5 s;
    // an idle socket 30 s. Each is closed by then (plus one check), with a 408.
    const [idleResult, halfResult, trickleResult] = await Promise.all([
      cap(idle, 35, "an idle socket"),
      cap(halfSent, 20, "a half-sent request"),
      cap(trickling, 20, "a request whose headers trickle in"),
    ]);
    assert.match(halfResult.received, /^HTTP\/1\.1 408 /);
    assert.match(trickleResult.received, /^HTTP\/1\.1 408 /);
    assert.ok(idleResult.seconds < 35);
  } finally {
    clearInterval(trickle);
  }
});
