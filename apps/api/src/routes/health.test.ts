import { writeFile } from "node:fs/promises";
import path from "node:path";
import { pino } from "pino";
import { describe, expect, it, onTestFinished } from "vitest";
import { buildApp } from "../app.js";
import { buildTestApp, tempDir } from "../testing/build-test-app.js";
import { PATHS, RECORDED, readRecorded } from "../testing/fake-league-server.js";
import { startLeagueHarness } from "../testing/league-harness.js";

/** One line of the service's log, as pino writes it. */
interface LogLine {
  level: number;
  msg: string;
  health?: {
    status: string;
    problems: string[];
    cache: { file: string; writable: boolean; problem: string | null } | null;
    sources: Array<{ id: string; state: string; last_error: string | null; pages: string[] }>;
  };
}
const WARN = 40;
const INFO = 30;

/**
 * The service against the fake league, built as server.ts builds it: with a log, here
 * kept in `lines`.
 */
async function serviceWithLog(env: Record<string, string> = {}) {
  const harness = await startLeagueHarness(env);
  const lines: LogLine[] = [];
  const log = pino({ level: "info" }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  const { config, league } = harness;
  const app = await buildApp(
    { config, cache: league.cache, sources: league.describeSources, cacheWrites: league.cacheWrites },
    log,
  );
  onTestFinished(() => app.close());
  const health = async () => (await app.inject("/api/health")).json();
  const healthLines = () => lines.filter((line) => line.health !== undefined);
  return { ...harness, app, health, healthLines };
}

describe("GET /api/health", () => {
  it("lists every cache entry with its state, last update and age, and nothing else", async () => {
    const { app } = await buildTestApp();
    const res = await app.inject("/api/health");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const body = res.json();
    expect(Object.keys(body)).toEqual(["status", "sources"]);
    expect(body.status).toBe("ok");
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
    expect(Object.keys(primera)).toEqual(["id", "state", "last_update", "age_seconds"]);
    expect(primera.state).toBe("fallback");
    expect(primera.age_seconds).toBeGreaterThanOrEqual(0);
  });

  it("is rate limited like every other route", async () => {
    const { app } = await buildTestApp({ env: { RATE_LIMIT_MAX: "2" } });
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await app.inject("/api/health"));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 429]);
    expect(answers[2]?.json().error).toMatch(/Demasiadas solicitudes/);
  });

  it("tells the public no error, page, cache file or memory use, even when a source failed and the cache cannot be written", async () => {
    const dir = await tempDir();
    // A "folder" that is a file: the cache can never be written there (root or not).
    await writeFile(path.join(dir, "not-a-folder"), "");
    const cacheFile = path.join(dir, "not-a-folder", "cache.json");
    const { app, league, server } = await startLeagueHarness({ CACHE_FILE: cacheFile });
    await league.runPass();
    server.set(PATHS.widget, { kind: "status", status: 500 });
    await league.runPass();

    const res = await app.inject("/api/health");
    const body = res.json();
    expect(body.status).toBe("degraded");
    const failed = body.sources.find((s: { id: string }) => s.id === "standings:basquet/federal");
    expect(failed.state).toBe("stale");
    for (const field of ["last_error", "pages", "cache", "rss_bytes", "problems", "uptime_seconds", "scrape"])
      expect(res.body).not.toContain(`"${field}"`);
    expect(res.body).not.toContain("HTTP 500");
    expect(res.body).not.toContain(server.origin);
    expect(res.body).not.toContain(dir);
  });
});

describe("the health report in the service's log", () => {
  it("is logged whole when the status or a state changes, at warn when degraded, not while nothing changes", async () => {
    const { league, server, health, healthLines } = await serviceWithLog();
    await league.runPass();
    expect((await health()).status).toBe("ok");
    // A service that starts well has no news.
    expect(healthLines()).toEqual([]);

    server.set(PATHS.widget, { kind: "status", status: 500 });
    await league.runPass();
    expect((await health()).status).toBe("degraded");
    await health();
    const [degraded, ...more] = healthLines();
    expect(more).toEqual([]);
    expect(degraded?.level).toBe(WARN);
    expect(degraded?.msg).toMatch(/^estado del servicio: degradado \(standings:basquet\/federal: .*HTTP 500/);
    const failed = degraded?.health?.sources.find((s) => s.id === "standings:basquet/federal");
    expect(failed?.state).toBe("stale");
    expect(failed?.last_error).toMatch(/HTTP 500/);
    expect(failed?.pages[0]).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);

    server.set(PATHS.widget, { kind: "page", body: readRecorded(RECORDED.widget) });
    await league.runPass();
    expect((await health()).status).toBe("ok");
    const recovered = healthLines().slice(1);
    expect(recovered.map((line) => [line.level, line.msg])).toEqual([[INFO, "estado del servicio: ok"]]);
    expect(recovered[0]?.health?.problems).toEqual([]);
    expect(recovered[0]?.health?.cache?.writable).toBe(true);
  });

  it("says on start that the cache file cannot be written, and why", async () => {
    const dir = await tempDir();
    await writeFile(path.join(dir, "not-a-folder"), "");
    const { health, healthLines, league } = await serviceWithLog({
      CACHE_FILE: path.join(dir, "not-a-folder", "cache.json"),
    });
    expect((await health()).status).toBe("degraded");
    const [line, ...more] = healthLines();
    expect(more).toEqual([]);
    expect(line?.level).toBe(WARN);
    expect(line?.health?.cache).toMatchObject({
      writable: false,
      problem: expect.stringMatching(/no es una carpeta/),
    });
    expect(line?.health?.problems.join(" ")).toMatch(/caché sin escribir/);
    const report = await league.runPass();
    expect(report.persistError).toMatch(/no se pudo escribir el caché/);
    expect((await health()).status).toBe("degraded");
  });
});
