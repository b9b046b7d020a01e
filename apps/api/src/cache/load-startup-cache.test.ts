import { copyFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { tempDir } from "../testing/build-test-app.js";
import { loadStartupCache } from "./load-startup-cache.js";
import { SHIPPED_SNAPSHOT_FILE } from "./shipped-snapshot.js";

const snapshotFile = SHIPPED_SNAPSHOT_FILE;

describe("loadStartupCache with one of its two files", () => {
  it("starts from a valid cache file when the snapshot is missing, and says so", async () => {
    const dir = await tempDir();
    const cacheFile = path.join(dir, "cache.json");
    await copyFile(snapshotFile, cacheFile);
    const startup = await loadStartupCache(cacheFile, path.join(dir, "no-snapshot.json"));
    expect(startup.loadedFrom).toBe("cache");
    expect(startup.entries).toHaveLength(8);
    expect(startup.snapshotProblem).toMatch(/snapshot ilegible.*no existe/);
  });

  it("starts from the snapshot when there is no cache file", async () => {
    const startup = await loadStartupCache(path.join(await tempDir(), "none.json"), snapshotFile);
    expect(startup.loadedFrom).toBe("snapshot");
    expect(startup.entries).toHaveLength(8);
  });

  it("refuses to start with neither, naming both files", async () => {
    const dir = await tempDir();
    await expect(
      loadStartupCache(path.join(dir, "cache.json"), path.join(dir, "snapshot.json")),
    ).rejects.toThrow(
      /no hay datos para empezar: el caché .*cache\.json no existe y el snapshot .*snapshot\.json/,
    );
  });
});
