import { spawn } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PACKAGE_DIR } from "./config.js";
import { tempDir } from "./test/build-test-app.js";

describe("the server process", () => {
  it("logs its URL, serves, and exits 0 on SIGTERM", { timeout: 20_000 }, async () => {
    const dir = await tempDir();
    const child = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
      cwd: PACKAGE_DIR,
      env: { ...process.env, PORT: "0", SCRAPE_ENABLED: "false", CACHE_FILE: path.join(dir, "cache.json") },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
    const url = await new Promise<string>((resolve, reject) => {
      let output = "";
      child.stdout.on("data", (chunk: Buffer) => {
        output += chunk.toString();
        const match = /"url":"(http:\/\/127\.0\.0\.1:\d+)"/.exec(output);
        if (match?.[1]) resolve(match[1]);
      });
      void exited.then(() => reject(new Error(`the server stopped: ${output}`)));
    });
    const response = await fetch(`${url}/api/standings/basquet`);
    expect(response.status).toBe(200);
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
  });
});
