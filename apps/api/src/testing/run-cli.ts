import { spawn } from "node:child_process";
import { PACKAGE_DIR } from "../config.js";

/** What a command-line tool printed (stdout and stderr together) and how it exited. */
export interface CliRun {
  code: number | null;
  output: string;
}

/** Runs one of the package's command-line tools (`src/cli/<name>.ts`) as `pnpm` would, with extra environment. */
export function runCli(script: string, args: string[], env: Record<string, string>): Promise<CliRun> {
  const child = spawn(process.execPath, ["--import", "tsx", script, ...args], {
    cwd: PACKAGE_DIR,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  return new Promise((resolve) => child.on("exit", (code) => resolve({ code, output })));
}
