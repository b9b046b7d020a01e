import { writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildTestApp, tempDir } from "../testing/build-test-app.js";
import { startLeagueHarness } from "../testing/league-harness.js";

describe("GET /api/health", () => {
  it("lists every cache entry with its age and freshness", async () => {
    const { app } = await buildTestApp();
    const res = await app.inject("/api/health");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const body = res.json();
    expect(body.status).toBe("ok");
    expect(body.rss_bytes).toBeGreaterThan(0);
    expect(body.sources.map((s: { id: string }) => s.id).sort()).toEqual([
      "fixtures:basquet/federal",
      "fixtures:voley/primera",
      "fixtures:voley/tira-a",
      "fixtures:voley/tira-b",
      "standings:basquet/federal",
      "standings:voley/primera",
      "standings:voley/tira-a",
      "standings:voley/tira-b",
    ]);
    const primera = body.sources.find((s: { id: string }) => s.id === "standings:voley/primera");
    expect(primera).toMatchObject({ state: "fallback", stale: true, last_error: null });
    expect(primera.age_seconds).toBeGreaterThanOrEqual(0);
  });

  it("is never rate limited", async () => {
    const { app } = await buildTestApp({ env: { RATE_LIMIT_MAX: "2" } });
    for (let i = 0; i < 5; i++) expect((await app.inject("/api/health")).statusCode).toBe(200);
    const limited = [];
    for (let i = 0; i < 3; i++) limited.push(await app.inject("/api/standings/voley/primera"));
    expect(limited.map((r) => r.statusCode)).toEqual([200, 200, 429]);
    expect(limited[2]?.json().error).toMatch(/Demasiadas solicitudes/);
  });
});

describe("GET /api/health and the cache file", () => {
  it("is not ok, and says why, when the cache file cannot be written", async () => {
    const dir = await tempDir();
    // A "folder" that is a file: the cache can never be written there (root or not).
    await writeFile(path.join(dir, "not-a-folder"), "");
    const { app, league } = await startLeagueHarness({
      CACHE_FILE: path.join(dir, "not-a-folder", "cache.json"),
    });
    const before = (await app.inject("/api/health")).json();
    expect(before.status).toBe("degraded");
    expect(before.cache).toMatchObject({
      writable: false,
      problem: expect.stringMatching(/no es una carpeta/),
    });
    expect(before.problems.join(" ")).toMatch(/caché sin escribir/);
    const report = await league.runPass();
    expect(report.persistError).toMatch(/no se pudo escribir el caché/);
    expect((await app.inject("/api/health")).json().status).toBe("degraded");
  });

  it("is ok when the cache file can be written", async () => {
    const { app, league } = await startLeagueHarness();
    await league.runPass();
    const body = (await app.inject("/api/health")).json();
    expect(body.status).toBe("ok");
    expect(body.problems).toEqual([]);
    expect(body.cache.writable).toBe(true);
  });
});
