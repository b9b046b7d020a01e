/**
 * Held sockets: the service keeps answering while thousands of idle or slow clients
 * hold connections, and closes them on its own. Against the production build on
 * 127.0.0.1 (`pnpm bench:api:sockets` builds first); prints figures, never fails.
 *
 * - opens BENCH_SOCKETS (5,000) connections: half idle (connect, send nothing), half
 *   slow (a request's headers one byte a second, never finished);
 * - meanwhile times BENCH_PROBES (20) normal requests on fresh connections;
 * - then waits (at most 90 s) and reports when the held sockets were closed by the
 *   service, with the time-outs in force (the service's defaults unless set).
 */
import { connect, type Socket } from "node:net";
import { loadAverage, median, rssMb, startBuiltServer } from "./lib/server-process.js";

const PORT = Number(process.env.BENCH_PORT ?? 4511);
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 5000);
const PROBES = Number(process.env.BENCH_PROBES ?? 20);
const WAIT_LIMIT_MS = 90_000;
const SLOW_REQUEST = "GET /api/standings/voley/primera HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ";

interface Held {
  socket: Socket;
  openedAt: number;
  closedAt?: number;
}

function open(port: number, slow: boolean): Promise<Held> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    const held: Held = { socket, openedAt: 0 };
    socket.on("error", () => {});
    // Read (and drop) what the service answers, such as its 408: a paused socket would
    // never see the end of the connection.
    socket.resume();
    socket.on("close", () => {
      held.closedAt = performance.now();
    });
    socket.once("connect", () => {
      held.openedAt = performance.now();
      if (slow) {
        let sent = 0;
        const drip = setInterval(() => {
          if (socket.destroyed) return clearInterval(drip);
          socket.write(SLOW_REQUEST[sent] ?? "a");
          sent++;
        }, 1000);
        socket.once("close", () => clearInterval(drip));
      }
      resolve(held);
    });
  });
}

async function probe(url: string): Promise<number> {
  const started = performance.now();
  // A fresh connection each time, as a new visitor would open.
  const response = await fetch(url, { headers: { connection: "close" } });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return performance.now() - started;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

async function main(): Promise<void> {
  console.log(`Held sockets: ${SOCKETS} connections to the league service on 127.0.0.1:${PORT}`);
  console.log(`  machine load average before: ${await loadAverage()}`);
  const server = await startBuiltServer(PORT, { CACHE_FILE: "/tmp/casa-bench-held-sockets/cache.json" });
  try {
    const quiet: number[] = [];
    for (let i = 0; i < 5; i++) quiet.push(await probe(`${server.origin}/api/standings/voley/primera`));

    const held: Held[] = [];
    const openStarted = performance.now();
    for (let i = 0; i < SOCKETS; i += 250) {
      const batch = Array.from({ length: Math.min(250, SOCKETS - i) }, (_, j) =>
        open(PORT, (i + j) % 2 === 1),
      );
      held.push(...(await Promise.all(batch)));
    }
    const allOpen = performance.now();
    const stillOpen = () => held.filter((h) => h.closedAt === undefined).length;
    console.log(
      `  opened ${held.length} sockets in ${(allOpen - openStarted).toFixed(0)} ms; ${stillOpen()} still open`,
    );

    const loaded: number[] = [];
    for (let i = 0; i < PROBES; i++) loaded.push(await probe(`${server.origin}/api/standings/voley/primera`));
    const health = await probe(`${server.origin}/api/health`);
    console.log(
      `  normal client without held sockets: median ${median(quiet).toFixed(1)} ms (${quiet.length} requests)`,
    );
    console.log(
      `  normal client while ${stillOpen()} sockets are held: median ${median(loaded).toFixed(1)} ms, max ${Math.max(...loaded).toFixed(1)} ms (${PROBES} requests); /api/health ${health.toFixed(1)} ms`,
    );
    console.log(`  service RSS with the sockets held: ${(await rssMb(server.child.pid)).toFixed(1)} MB`);

    const waitStarted = performance.now();
    while (stillOpen() > 0 && performance.now() - waitStarted < WAIT_LIMIT_MS)
      await new Promise((resolve) => setTimeout(resolve, 250));
    const lifetimes = (slow: boolean) =>
      held
        .filter((_, index) => index % 2 === (slow ? 1 : 0))
        .filter((h) => h.closedAt !== undefined)
        .map((h) => ((h.closedAt as number) - h.openedAt) / 1000);
    for (const slow of [false, true]) {
      const closed = lifetimes(slow);
      const total = Math.ceil(held.length / 2) - (slow ? held.length % 2 : 0);
      console.log(
        `  ${slow ? "slow (a header byte a second)" : "idle (nothing sent)"}: ${closed.length}/${total} closed by the service; open for median ${median(closed).toFixed(1)} s, p95 ${percentile(closed, 95).toFixed(1)} s, max ${Math.max(...closed).toFixed(1)} s`,
      );
    }
    if (stillOpen() > 0) console.log(`  ${stillOpen()} sockets still open after ${WAIT_LIMIT_MS / 1000} s`);
    for (const h of held) h.socket.destroy();
    console.log(`  machine load average after: ${await loadAverage()}`);
  } finally {
    await server.stop();
  }
}

await main();
