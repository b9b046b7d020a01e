import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterEach } from "vitest";
import { type AppDeps, buildApp } from "../app.js";
import type { CacheEntry } from "../cache/entry.js";
import { type Clock, LeagueCache } from "../cache/league-cache.js";
import { loadStartupCache } from "../cache/load-startup-cache.js";
import { type Config, loadConfig } from "../config.js";

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

/** A temp folder removed after the test: cache files never land in `apps/api/data` or `var`. */
export async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "casa-api-test-"));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** Configuration for tests: defaults, a temp cache file, no scheduler, plus `env`. */
export async function testConfig(env: Record<string, string> = {}): Promise<Config> {
  const dir = await tempDir();
  return loadConfig({ CACHE_FILE: path.join(dir, "cache.json"), SCRAPE_ENABLED: "false", ...env });
}

export interface TestApp {
  app: FastifyInstance;
  cache: LeagueCache;
  config: Config;
}

/**
 * The API as `server.ts` builds it, closed after the test. Its cache starts from the
 * shipped snapshot unless `entries` are given.
 */
export async function buildTestApp(
  options: {
    env?: Record<string, string>;
    entries?: CacheEntry[];
    clock?: Clock;
    deps?: Partial<AppDeps>;
  } = {},
): Promise<TestApp> {
  const config = await testConfig(options.env);
  const entries = options.entries ?? (await loadStartupCache(config.cacheFile, config.snapshotFile)).entries;
  const cache = new LeagueCache(entries, options.clock);
  const app = await buildApp({ config, cache, ...options.deps });
  cleanups.push(() => app.close());
  return { app, cache, config };
}
