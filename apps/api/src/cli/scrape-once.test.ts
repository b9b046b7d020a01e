import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { readCacheFile } from "../cache/cache-file.js";
import { tempDir } from "../testing/build-test-app.js";
import {
  type FakeLeagueServer,
  fakeLeagueEnv,
  PATHS,
  startFakeLeagueServer,
} from "../testing/fake-league-server.js";
import { runCli } from "../testing/run-cli.js";

let server: FakeLeagueServer | undefined;
afterEach(async () => {
  await server?.close();
});

const runScrapeOnce = (env: Record<string, string>) => runCli("src/cli/scrape-once.ts", [], env);

describe("scrape-once", () => {
  it("exits 0 after refreshing every source, and 1 naming the source that failed", {
    timeout: 120_000,
  }, async () => {
    server = await startFakeLeagueServer();
    const cacheFile = path.join(await tempDir(), "cache.json");
    const env = { ...fakeLeagueEnv(server), CACHE_FILE: cacheFile };

    const good = await runScrapeOnce(env);
    expect(good.code).toBe(0);
    expect(good.output).toMatch(/ok {4}standings:basquet\/federal \(updated\)/);
    const origins = (await readCacheFile(cacheFile)).entries.map((e) => `${e.kind}:${e.key}:${e.origin}`);
    expect(origins.filter((o) => !o.endsWith(":scrape"))).toEqual(["fixtures:basquet/federal:snapshot"]);

    server.set(PATHS.volleyStandings["tira-a"], { kind: "status", status: 500 });
    const bad = await runScrapeOnce(env);
    expect(bad.code).toBe(1);
    expect(bad.output).toMatch(/FALLÓ standings:voley\/tira-a \(failed\): HTTP 500/);
  });
});
