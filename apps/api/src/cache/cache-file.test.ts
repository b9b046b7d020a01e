import { spawn } from "node:child_process";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PACKAGE_DIR } from "../config.js";
import { buildTestApp, tempDir } from "../testing/build-test-app.js";
import { readCacheFile, writeCacheFileAtomically } from "./cache-file.js";
import type { CacheFileContent } from "./entry.js";
import { loadStartupCache } from "./load-startup-cache.js";
import { SHIPPED_SNAPSHOT_FILE } from "./shipped-snapshot.js";

const snapshotFile = SHIPPED_SNAPSHOT_FILE;

async function killDuringWrites(file: string, delayMs: number): Promise<void> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/testing/cache-writer-child.ts", file], {
    cwd: PACKAGE_DIR,
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("ready")) resolve();
    });
    child.on("exit", () => reject(new Error("the writer stopped before being killed")));
  });
  await new Promise((resolve) => setTimeout(resolve, delayMs));
  const exited = new Promise((resolve) => child.on("exit", resolve));
  child.kill("SIGKILL");
  await exited;
}

describe("the cache file", () => {
  it("is still a complete, valid cache after the writer is killed mid-write", {
    timeout: 20_000,
  }, async () => {
    const dir = await tempDir();
    const file = path.join(dir, "cache.json");
    for (const delayMs of [0, 7, 23]) {
      await killDuringWrites(file, delayMs);
      const content = await readCacheFile(file);
      expect(["version A", "version B"]).toContain(content.entries[0]?.source);
      expect(content.entries[0]?.kind === "standings" && content.entries[0].standings).toHaveLength(8000);
    }
    // The next start sweeps away the temp files killed writers left.
    const startup = await loadStartupCache(file, snapshotFile);
    expect(startup.loadedFrom).toBe("cache");
    expect((await readdir(dir)).filter((name) => name.endsWith(".tmp"))).toEqual([]);
  });

  it("round-trips through an atomic write", async () => {
    const file = path.join(await tempDir(), "nested", "cache.json");
    const content: CacheFileContent = (await readCacheFile(snapshotFile)) as CacheFileContent;
    await writeCacheFileAtomically(file, content);
    expect(await readCacheFile(file)).toEqual(content);
  });
});

describe("loadStartupCache", () => {
  it("serves the shipped snapshot when the deployment has no cache yet", async () => {
    const startup = await loadStartupCache(path.join(await tempDir(), "none.json"), snapshotFile);
    expect(startup.loadedFrom).toBe("snapshot");
    expect(startup.cacheProblem).toBeUndefined();
    expect(startup.entries).toHaveLength(8);
  });

  it("falls back to the snapshot, and says why, when the cache file is damaged", async () => {
    const file = path.join(await tempDir(), "cache.json");
    await writeFile(file, '{"version":1,"entries":[{"kind":"standings"');
    const startup = await loadStartupCache(file, snapshotFile);
    expect(startup.loadedFrom).toBe("snapshot");
    expect(startup.cacheProblem).toMatch(/caché ilegible/);
  });

  it("refuses a cache whose rows are not numbers", async () => {
    const file = path.join(await tempDir(), "cache.json");
    const snapshot = JSON.parse(await readFile(snapshotFile, "utf8"));
    snapshot.entries[0].standings[0].puntos = "31";
    await writeFile(file, JSON.stringify(snapshot));
    expect((await loadStartupCache(file, snapshotFile)).cacheProblem).toMatch(/fila de standings inválida/);
  });

  it("loads a cache file written before official results were read, and answers none for it", async () => {
    const file = path.join(await tempDir(), "cache.json");
    const snapshot = JSON.parse(await readFile(snapshotFile, "utf8"));
    // A scraped fixtures entry as the previous version wrote it: no `resultados`.
    const fixtures = snapshot.entries.find(
      (e: { kind: string; key: string }) => e.kind === "fixtures" && e.key === "voley/primera",
    );
    Object.assign(fixtures, {
      origin: "scrape",
      source: "https://metrovoley.com.ar/clubs/77/matches",
      stale: false,
      fixtures: [
        {
          local: "CASA DE PADUA",
          visitante: "GELP",
          fecha: "28/11/2026",
          hora: "20:00",
          es_casa_local: true,
          starts_at: "2026-11-28T23:00:00.000Z",
        },
      ],
    });
    expect(fixtures).not.toHaveProperty("resultados");
    await writeFile(file, JSON.stringify(snapshot));
    const startup = await loadStartupCache(file, snapshotFile);
    expect(startup.loadedFrom).toBe("cache");
    const { app } = await buildTestApp({ entries: startup.entries });
    const answer = (await app.inject("/api/fixtures/voley/primera")).json();
    expect(answer.fixtures).toHaveLength(1);
    expect(answer.resultados).toEqual([]);
  });

  it("refuses a cache whose official result has no score", async () => {
    const file = path.join(await tempDir(), "cache.json");
    const snapshot = JSON.parse(await readFile(snapshotFile, "utf8"));
    const fixtures = snapshot.entries.find((e: { kind: string }) => e.kind === "fixtures");
    fixtures.resultados = [
      {
        local: "CASA DE PADUA",
        visitante: "GELP",
        fecha: "31/10/2026",
        hora: "20:00",
        es_casa_local: true,
        starts_at: "2026-10-31T23:00:00.000Z",
        tantos_local: "3",
      },
    ];
    await writeFile(file, JSON.stringify(snapshot));
    expect((await loadStartupCache(file, snapshotFile)).cacheProblem).toMatch(/resultado inválido/);
  });

  it("completes a cache file that lacks some leagues from the snapshot", async () => {
    const file = path.join(await tempDir(), "cache.json");
    const snapshot = JSON.parse(await readFile(snapshotFile, "utf8"));
    snapshot.entries = snapshot.entries.slice(0, 1);
    snapshot.entries[0].source = "del caché";
    await writeFile(file, JSON.stringify(snapshot));
    const startup = await loadStartupCache(file, snapshotFile);
    expect(startup.loadedFrom).toBe("cache");
    expect(startup.entries).toHaveLength(8);
    expect(startup.entries[0]?.source).toBe("del caché");
  });
});
