import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const API_DIR = fileURLToPath(new URL("../..", import.meta.url));

export interface BenchServer {
  child: ChildProcess;
  origin: string;
  stop(): Promise<void>;
}

/** The built service (`dist/server.js`) on 127.0.0.1:`port`, scraping off, with `env`. */
export async function startBuiltServer(port: number, env: Record<string, string>): Promise<BenchServer> {
  const child = spawn(process.execPath, ["dist/server.js"], {
    cwd: API_DIR,
    env: { ...process.env, HOST: "127.0.0.1", PORT: String(port), SCRAPE_ENABLED: "false", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const look = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("escuchando en")) resolve();
    };
    child.stdout?.on("data", look);
    child.stderr?.on("data", look);
    child.on("exit", (code) => reject(new Error(`the service exited (${code}): ${output}`)));
  });
  return {
    child,
    origin: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

/** RSS of a process, in MB, from /proc (what the kernel charges it). */
export async function rssMb(pid: number | undefined): Promise<number> {
  const { readFile } = await import("node:fs/promises");
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

export const loadAverage = async (): Promise<string> => {
  const { loadavg } = await import("node:os");
  return loadavg()
    .map((n) => n.toFixed(1))
    .join(", ");
};
