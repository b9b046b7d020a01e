// The editor's local backend: Decap's decap-server, which reads and writes the content
// files of a folder directly (no login, no Git). Started by the dev server
// (scripts/vite-admin.ts: `pnpm dev`, `pnpm admin`) on the working tree, and by the editor's
// browser test and screenshot script on a temporary copy.
import { spawn } from "node:child_process";
import { basename } from "node:path";
import { DECAP_SERVER } from "./decap.mjs";

/** Whether `info` (decap-server's answer to "info") is of a backend writing into `root`: it names the folder. */
export const servesFolder = (info, root) => info?.type === "local_fs" && info.repo === basename(root);

/** Asks `url` (decap-server's `/api/v1`) what it is; `undefined` when nothing answers there. */
export async function backendInfo(url) {
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ action: "info" }),
      signal: AbortSignal.timeout(2000),
    });
    return response.ok ? await response.json() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Starts decap-server writing under `root` and listening on 127.0.0.1:`port` only (it has
 * no login: it must not be reachable from the network). Every setting it reads is given
 * here, because it also loads a `.env` from its folder, and the project's has a PORT of
 * its own (the league service's). Resolves once it answers for `root` (not another
 * backend that already held the port), with its `/api/v1` address and `stop()`; rejects
 * with its output when it stops first (`portTaken` says whether the port was in use) or
 * does not answer in 20 s.
 * @param {{ root: string, port: number }} options
 */
export async function startLocalBackend({ root, port }) {
  const child = spawn(process.execPath, [DECAP_SERVER], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      BIND_HOST: "127.0.0.1",
      MODE: "fs",
      GIT_REPO_DIRECTORY: root,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk) => {
    output = (output + chunk).slice(-4000);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const exited = new Promise((resolve) => child.once("exit", resolve));
  // Never outlives whoever started it, however that one ends.
  const orphaned = () => child.kill("SIGTERM");
  process.once("exit", orphaned);
  child.once("exit", () => process.off("exit", orphaned));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
  };
  const url = `http://127.0.0.1:${port}/api/v1`;
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw Object.assign(new Error(`decap-server stopped:\n${output}`), {
        portTaken: output.includes("EADDRINUSE"),
      });
    }
    if (servesFolder(await backendInfo(url), root)) return { url, stop, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`decap-server did not answer at ${url} within 20 s:\n${output}`);
}
