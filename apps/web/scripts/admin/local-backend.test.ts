import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { startLocalBackend } from "./local-backend.mjs";

/** A port nobody listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), "casa-backend-"));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

describe("the editor's local backend", () => {
  it("answers for the folder it writes into, and is never mistaken for another folder's on the same port", async () => {
    const port = await freePort();
    const first = await startLocalBackend({ root: folder(), port });
    cleanups.push(first.stop);
    expect(first.url).toBe(`http://127.0.0.1:${port}/api/v1`);

    // A second one on the same port: the first answers there, but for its own folder.
    const second = startLocalBackend({ root: folder(), port });
    await expect(second).rejects.toMatchObject({ portTaken: true });
  });
});
