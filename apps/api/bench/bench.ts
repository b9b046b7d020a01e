/**
 * Benchmark of the league service against the budgets of docs/quality.md#league-service-budgets, on the production
 * build (`pnpm --filter @casa/api bench` builds first). Prints:
 * - requests/s of the cached standings route next to a bare Fastify app returning the
 *   same bytes, alternated in the same run (the machine is shared and noisy: medians),
 *   their ratio, and p99 latency at 50 connections;
 * - RSS after 100,000 requests; a 10,000-request load at 100 connections;
 * - one scrape pass against the fake league server; start-up to listening.
 * Not a test: it prints figures and exits non-zero only when a budget is missed.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { loadConfig } from "../src/config.js";
import { createLeagueService } from "../src/league-service.js";
import { fakeLeagueEnv, startFakeLeagueServer } from "../src/testing/fake-league-server.js";
import { rssMb } from "./lib/server-process.js";

const API_DIR = fileURLToPath(new URL("..", import.meta.url));
const ROUTE = "/api/standings/voley/primera";
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

/**
 * On a 2-core machine, the servers run pinned to CPU 1 and this process (autocannon) to
 * CPU 0 when `taskset` exists, so client and server do not fight over one core and
 * both servers meet the same conditions.
 */
const PIN = (() => {
  try {
    execFileSync("taskset", ["-pc", "0", String(process.pid)], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

/** CPU time (user + system) a process has used, in ms: less sensitive to a busy machine than req/s. */
function cpuMs(pid: number | undefined): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10; // clock ticks of 10 ms
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

interface Started {
  child: ChildProcess;
  port: number;
  /** Spawn to "listening" line, measured from outside the process. */
  startupMs: number;
}

async function startProcess(
  args: string[],
  env: Record<string, string>,
  ready: RegExp,
  port: number,
): Promise<Started> {
  const spawnedAt = performance.now();
  const command = PIN ? "taskset" : process.execPath;
  const commandArgs = PIN ? ["-c", "1", process.execPath, ...args] : args;
  const child = spawn(command, commandArgs, {
    cwd: API_DIR,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let errors = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    errors += chunk.toString();
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      if (ready.test(chunk.toString())) resolve();
    });
    child.on("exit", (code) => reject(new Error(`${args.join(" ")} salió con ${code}: ${errors}`)));
  });
  return { child, port, startupMs: performance.now() - spawnedAt };
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

async function startApi(dir: string, extraEnv: Record<string, string> = {}): Promise<Started> {
  const port = await freePort();
  return startProcess(
    ["dist/server.js"],
    {
      PORT: String(port),
      HOST: "127.0.0.1",
      SCRAPE_ENABLED: "false",
      LOG_LEVEL: "info",
      CACHE_FILE: path.join(dir, "cache.json"),
      // The limiter stays on, but so high that the throughput run measures serving, not 429s.
      RATE_LIMIT_MAX: "100000000",
      ...extraEnv,
    },
    /escuchando en/,
    port,
  );
}

async function load(port: number, options: { duration?: number; amount?: number; connections: number }) {
  return autocannon({
    url: `http://127.0.0.1:${port}${ROUTE}`,
    connections: options.connections,
    ...(options.amount ? { amount: options.amount } : { duration: options.duration ?? SECONDS }),
    headers: { accept: "application/json" },
  });
}

async function main(): Promise<void> {
  const dir = await mkdtemp(path.join(tmpdir(), "casa-bench-"));
  const failures: string[] = [];
  const budget = (ok: boolean, text: string) => {
    console.log(`${ok ? "  ok " : "  NO "} ${text}`);
    if (!ok) failures.push(text);
  };
  try {
    // Start-up to listening, five cold starts.
    const startups: number[] = [];
    for (let i = 0; i < 5; i++) {
      const api = await startApi(dir);
      startups.push(api.startupMs);
      await stop(api.child);
    }

    const api = await startApi(dir);
    const bodyFile = path.join(dir, "body.json");
    const bytes = await (await fetch(`http://127.0.0.1:${api.port}${ROUTE}`)).text();
    await writeFile(bodyFile, bytes);
    const barePort = await freePort();
    const bare = await startProcess(
      ["bench/bare-server.mjs", String(barePort), bodyFile],
      {},
      /bare listening/,
      barePort,
    );

    console.log(
      PIN ? "\nServers pinned to CPU 1, the load generator to CPU 0." : "\nNo taskset: processes not pinned.",
    );
    console.log(
      `\nThroughput: GET ${ROUTE} (${Buffer.byteLength(bytes)} bytes), 50 connections, ${SECONDS} s, ${ROUNDS} rounds alternated`,
    );
    // Warm both up (JIT) before measuring.
    await load(api.port, { duration: 2, connections: 50 });
    await load(bare.port, { duration: 2, connections: 50 });
    const ours: number[] = [];
    const theirs: number[] = [];
    const ratios: number[] = [];
    const p99s: number[] = [];
    const bareP99s: number[] = [];
    const cpuRatios: number[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      // Alternate which goes first, so neither always meets the same background load.
      const measure = async (port: number, pid: number | undefined) => {
        const cpuBefore = cpuMs(pid);
        const clientBefore = process.cpuUsage();
        const result = await load(port, { connections: 50 });
        const client = process.cpuUsage(clientBefore);
        return {
          result,
          cpuPerRequestUs: ((cpuMs(pid) - cpuBefore) * 1000) / result.requests.total,
          // The load generator's own cost: near 100% of its core, it (not the server) sets the pace.
          clientShare: (client.user + client.system) / 1000 / (SECONDS * 1000),
        };
      };
      const first = round % 2 === 1;
      const a1 = first ? await measure(api.port, api.child.pid) : undefined;
      const b = await measure(bare.port, bare.child.pid);
      const a = a1 ?? (await measure(api.port, api.child.pid));
      const ratio = a.result.requests.average / b.result.requests.average;
      ours.push(a.result.requests.average);
      theirs.push(b.result.requests.average);
      ratios.push(ratio);
      cpuRatios.push(b.cpuPerRequestUs / a.cpuPerRequestUs);
      p99s.push(a.result.latency.p99);
      bareP99s.push(b.result.latency.p99);
      console.log(
        `  round ${round}: league service ${a.result.requests.average.toFixed(0)} req/s, p99 ${a.result.latency.p99} ms, ${a.cpuPerRequestUs.toFixed(1)} µs CPU/req (non-2xx ${a.result.non2xx}, errors ${a.result.errors}) | bare Fastify ${b.result.requests.average.toFixed(0)} req/s, p99 ${b.result.latency.p99} ms, ${b.cpuPerRequestUs.toFixed(1)} µs CPU/req | ratio ${ratio.toFixed(3)} (load generator busy ${(a.clientShare * 100).toFixed(0)}% / ${(b.clientShare * 100).toFixed(0)}%)`,
      );
    }
    const ratio = median(ratios);
    console.log(
      `  median: league service ${median(ours).toFixed(0)} req/s, bare ${median(theirs).toFixed(0)} req/s; throughput ratio ${ratio.toFixed(3)} (median of paired rounds); CPU-per-request ratio ${median(cpuRatios).toFixed(3)}; p99 ${median(p99s)} ms (bare ${median(bareP99s)} ms)`,
    );
    await stop(bare.child);

    console.log("\nMemory after 100,000 requests (50 connections)");
    const hundredK = await load(api.port, { amount: 100_000, connections: 50 });
    const rss = await rssMb(api.child.pid);
    console.log(
      `  ${hundredK.requests.total} requests, non-2xx ${hundredK.non2xx}, errors ${hundredK.errors}; RSS ${rss.toFixed(1)} MB`,
    );

    console.log("\nLoad: 10,000 requests at 100 connections");
    const loadRun = await load(api.port, { amount: 10_000, connections: 100 });
    const loadFailures = loadRun.errors + loadRun.timeouts + loadRun.non2xx;
    console.log(
      `  2xx ${loadRun["2xx"]}, non-2xx ${loadRun.non2xx}, errors ${loadRun.errors}, timeouts ${loadRun.timeouts}`,
    );
    await stop(api.child);

    // The same load on the default rate limit: only deliberate 429s may fail.
    const limited = await startApi(dir, { RATE_LIMIT_MAX: "" });
    const limitedRun = await load(limited.port, { amount: 10_000, connections: 100 });
    const codes = Object.entries(limitedRun.statusCodeStats)
      .map(([code, { count }]) => `${code}: ${count}`)
      .join(", ");
    const otherFailures =
      limitedRun.errors +
      limitedRun.timeouts +
      limitedRun["5xx"] +
      (limitedRun["4xx"] - (limitedRun.statusCodeStats["429"]?.count ?? 0));
    console.log(
      `  with the default limit (600/min per client): ${codes}; errors ${limitedRun.errors}, timeouts ${limitedRun.timeouts}`,
    );
    await stop(limited.child);

    console.log("\nScrape pass against the fake league server (7 sources, 6 pages)");
    const fake = await startFakeLeagueServer();
    const passes: number[] = [];
    const config = loadConfig({
      ...fakeLeagueEnv(fake),
      FETCH_TIMEOUT_MS: "15000",
      CACHE_FILE: path.join(dir, "scrape.json"),
    });
    const league = await createLeagueService(config);
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      const report = await league.runPass();
      passes.push(performance.now() - started);
      if (report.outcomes.some((o) => o.status !== "updated"))
        throw new Error(`pasada fallida: ${JSON.stringify(report.outcomes)}`);
    }
    await league.close();
    await fake.close();
    console.log(
      `  passes: ${passes.map((ms) => ms.toFixed(0)).join(", ")} ms; median ${median(passes).toFixed(0)} ms`,
    );

    console.log(
      `\nStart-up to listening (spawn of node dist/server.js to its "listening" log line): ${startups.map((ms) => ms.toFixed(0)).join(", ")} ms; median ${median(startups).toFixed(0)} ms`,
    );

    console.log("\nBudgets (docs/quality.md#league-service-budgets)");
    budget(ratio >= 0.7, `throughput ≥ 0.7 × bare Fastify: ${ratio.toFixed(3)}`);
    budget(median(p99s) <= 10, `p99 ≤ 10 ms at 50 connections: ${median(p99s)} ms`);
    budget(rss <= 150, `RSS ≤ 150 MB after 100k requests: ${rss.toFixed(1)} MB`);
    budget(
      loadFailures === 0 && otherFailures === 0,
      `10,000 requests at 100 connections without failures other than 429: ${loadFailures + otherFailures} failures`,
    );
    budget(
      median(passes) <= 2000,
      `scrape pass ≤ 2 s against the fake server: ${median(passes).toFixed(0)} ms`,
    );
    budget(median(startups) <= 1000, `start-up ≤ 1 s: ${median(startups).toFixed(0)} ms`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  if (failures.length > 0) process.exitCode = 1;
}

await main();
