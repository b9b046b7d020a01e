import type { FastifyInstance } from "fastify";
import { afterEach } from "vitest";
import { buildApp } from "../app.js";
import type { Config } from "../config.js";
import { createLeagueService, type LeagueService } from "../league-service.js";
import { testConfig } from "./build-test-app.js";
import { type FakeLeagueServer, fakeLeagueEnv, startFakeLeagueServer } from "./fake-league-server.js";

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Before the fake league's first listed match (5 Sept 2026), so its fixtures are upcoming. */
const HARNESS_START = new Date("2026-08-20T15:00:00Z");

export interface LeagueHarness {
  server: FakeLeagueServer;
  config: Config;
  league: LeagueService;
  app: FastifyInstance;
  /** Moves the service's clock; it keeps ticking in real time from there. */
  setNow(date: Date): void;
}

/**
 * The whole service against a fake league on 127.0.0.1: real fetcher, real parsers, a
 * temp cache file, and the API built on the same cache. Closed after the test.
 */
export async function startLeagueHarness(env: Record<string, string> = {}): Promise<LeagueHarness> {
  const server = await startFakeLeagueServer();
  cleanups.push(() => server.close());
  const config = await testConfig({ ...fakeLeagueEnv(server), ...env });
  let offset = HARNESS_START.getTime() - Date.now();
  const clock = () => new Date(Date.now() + offset);
  const league = await createLeagueService(config, { clock });
  cleanups.push(() => league.close());
  const app = await buildApp({
    config,
    cache: league.cache,
    sources: league.describeSources,
    cacheWrites: league.cacheWrites,
  });
  cleanups.push(() => app.close());
  return {
    server,
    config,
    league,
    app,
    setNow: (date) => {
      offset = date.getTime() - Date.now();
    },
  };
}
