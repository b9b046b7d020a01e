/**
 * Header flood: the service's memory under 100,000 requests that each carry an 8 KB
 * X-Forwarded-For ending in a different address, through a trusted proxy on loopback
 * (TRUST_PROXY=loopback, as behind nginx), so every request looks like a new visitor to the
 * rate limiter. Against the production build on 127.0.0.1 (`pnpm bench:api:flood`
 * builds first); prints figures against the 150 MB budget, never fails.
 */
import autocannon from "autocannon";
import { loadAverage, rssMb, startBuiltServer } from "./lib/server-process.js";

const PORT = Number(process.env.BENCH_PORT ?? 4512);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100_000);
const HEADER_BYTES = 8 * 1024;

/** 256 different 8 KB junk prefixes; the address after them is different on every request. */
const prefixes = Array.from({ length: 256 }, (_, i) =>
  `${i.toString(36)}-`.repeat(Math.ceil(HEADER_BYTES / 4)).slice(0, HEADER_BYTES - 32),
);

async function main(): Promise<void> {
  console.log(
    `Header flood: ${REQUESTS.toLocaleString("en")} requests with an 8 KB X-Forwarded-For, TRUST_PROXY=loopback`,
  );
  console.log(`  machine load average before: ${await loadAverage()}`);
  const server = await startBuiltServer(PORT, {
    CACHE_FILE: "/tmp/casa-bench-header-flood/cache.json",
    TRUST_PROXY: "loopback",
  });
  try {
    await fetch(`${server.origin}/api/health`);
    const before = await rssMb(server.child.pid);
    let n = 0;
    const started = performance.now();
    const result = await autocannon({
      url: `${server.origin}/api/standings/voley/primera`,
      connections: 50,
      amount: REQUESTS,
      requests: [
        {
          setupRequest: (request) => {
            n++;
            const address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
            return {
              ...request,
              headers: { ...request.headers, "x-forwarded-for": `${prefixes[n % 256]}, ${address}` },
            };
          },
        },
      ],
    });
    const seconds = (performance.now() - started) / 1000;
    const after = await rssMb(server.child.pid);
    const codes = Object.entries(result.statusCodeStats)
      .map(([code, { count }]) => `${code}: ${count}`)
      .join(", ");
    console.log(
      `  ${result.requests.total} requests in ${seconds.toFixed(1)} s (${codes}; errors ${result.errors})`,
    );
    console.log(`  service RSS: ${before.toFixed(1)} MB before, ${after.toFixed(1)} MB after`);
    console.log(`  ${after <= 150 ? "✓" : "✗"} RSS ≤ 150 MB under the flood: ${after.toFixed(1)} MB`);
    console.log(`  machine load average after: ${await loadAverage()}`);
  } finally {
    await server.stop();
  }
}

await main();
