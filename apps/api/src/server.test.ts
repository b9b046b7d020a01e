import { copyFile } from "node:fs/promises";
import { connect, type Socket } from "node:net";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { SHIPPED_SNAPSHOT_FILE } from "./cache/shipped-snapshot.js";
import { tempDir } from "./testing/build-test-app.js";
import { listeningUrl, type ServerProcess, spawnServer } from "./testing/server-process.js";

const running: ServerProcess[] = [];
afterEach(async () => {
  for (const server of running.splice(0)) {
    if (server.child.exitCode === null) {
      server.child.kill("SIGTERM");
      await server.exited;
    }
  }
});

async function start(env: Record<string, string>): Promise<{ server: ServerProcess; url: string }> {
  const server = spawnServer(env);
  running.push(server);
  return { server, url: await listeningUrl(server) };
}

/** Sends raw bytes and resolves with everything the server answers until it closes. */
function rawExchange(url: string, request: string): Promise<string> {
  const { port } = new URL(url);
  return new Promise((resolve, reject) => {
    let answer = "";
    const socket = connect(Number(port), "127.0.0.1", () => socket.write(request));
    socket.on("data", (chunk) => {
      answer += chunk.toString();
    });
    socket.on("close", () => resolve(answer));
    socket.on("error", reject);
  });
}

describe("the server process", () => {
  it("logs its URL, serves, and exits 0 on SIGTERM", { timeout: 120_000 }, async () => {
    const dir = await tempDir();
    const { server, url } = await start({ CACHE_FILE: path.join(dir, "cache.json") });
    const response = await fetch(`${url}/api/standings/basquet`);
    expect(response.status).toBe(200);
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  });

  it("starts from a valid cache file when the snapshot is missing", { timeout: 120_000 }, async () => {
    const dir = await tempDir();
    const cacheFile = path.join(dir, "cache.json");
    await copyFile(SHIPPED_SNAPSHOT_FILE, cacheFile);
    const { server, url } = await start({
      CACHE_FILE: cacheFile,
      SNAPSHOT_FILE: path.join(dir, "none.json"),
    });
    expect((await fetch(`${url}/api/standings/basquet/federal`)).status).toBe(200);
    expect(server.output()).toMatch(/snapshot ilegible/);
  });

  it.each([
    ["a dangerous team pattern", { VOLLEY_TEAM_PATTERN: "(a+)+$" }, /VOLLEY_TEAM_PATTERN/],
    ["a proxy setting that trusts anyone", { TRUST_PROXY: "true" }, /TRUST_PROXY/],
    [
      "a proxy hop count",
      { TRUST_PROXY: "2" },
      /^Configuración inválida: TRUST_PROXY ya no acepta una cantidad de proxies .*direcciones de los proxies/,
    ],
    [
      "no cache and no snapshot",
      { SNAPSHOT_FILE: "/nonexistent/snapshot.json" },
      /no hay datos para empezar/,
    ],
  ])(
    "refuses to start with %s in one line, without a stack trace",
    { timeout: 120_000 },
    async (_name, env, reason) => {
      const dir = await tempDir();
      const server = spawnServer({ CACHE_FILE: path.join(dir, "cache.json"), ...env });
      running.push(server);
      expect(await server.exited).toBe(1);
      const lines = server.output().trim().split("\n");
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(reason);
      expect(server.output()).not.toMatch(/\n\s+at /);
    },
  );

  it("answers what Node's parser refuses (400, 431) with the security headers", {
    timeout: 120_000,
  }, async () => {
    const dir = await tempDir();
    const { url } = await start({ CACHE_FILE: path.join(dir, "cache.json") });
    const malformed = await rawExchange(url, "GET / HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n");
    const huge = await rawExchange(url, `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`);
    for (const [answer, status] of [
      [malformed, 400],
      [huge, 431],
    ] as const) {
      expect(answer).toMatch(new RegExp(`^HTTP/1.1 ${status} `));
      expect(answer).toMatch(/content-security-policy: default-src 'none'/);
      expect(answer).toMatch(/x-content-type-options: nosniff/);
      expect(answer).toMatch(/"error":"/);
    }
  });

  it("closes sockets that never send a request, and still answers others meanwhile", {
    timeout: 120_000,
  }, async () => {
    const dir = await tempDir();
    const { url } = await start({
      CACHE_FILE: path.join(dir, "cache.json"),
      HTTP_CONNECTION_TIMEOUT_MS: "1000",
      HTTP_HEADERS_TIMEOUT_MS: "1000",
      HTTP_REQUEST_TIMEOUT_MS: "1000",
    });
    const { port } = new URL(url);
    const open = (): Promise<Socket> =>
      new Promise((resolve) => {
        const socket = connect(Number(port), "127.0.0.1", () => resolve(socket));
        socket.on("error", () => {});
        socket.resume();
      });
    const idle = await open();
    const slow = await open();
    slow.write("GET /api/health HTTP/1.1\r\nHost: x\r\n");
    const closed = (socket: Socket) => new Promise<void>((resolve) => socket.on("close", () => resolve()));
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
    await Promise.all([closed(idle), closed(slow)]);
  });
});
