import { type ChildProcess, spawn } from "node:child_process";
import { PACKAGE_DIR } from "../config.js";

export interface ServerProcess {
  child: ChildProcess;
  /** Exit code once the process ends. */
  exited: Promise<number | null>;
  /** Everything it printed so far, stdout and stderr. */
  output(): string;
}

/** `src/server.ts` in a child process (through tsx), with `env` over this process's. */
export function spawnServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
    cwd: PACKAGE_DIR,
    env: { ...process.env, PORT: "0", SCRAPE_ENABLED: "false", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/** The URL the server logs once it listens; rejects if it exits first. */
export function listeningUrl(server: ServerProcess): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const look = () => {
      const match = /"url":"(http:\/\/127\.0\.0\.1:\d+)"/.exec(server.output());
      if (match?.[1]) resolve(match[1]);
    };
    server.child.stdout?.on("data", look);
    look();
    void server.exited.then(() => reject(new Error(`the server stopped: ${server.output()}`)));
  });
}
