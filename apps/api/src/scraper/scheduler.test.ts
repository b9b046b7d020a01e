import { describe, expect, it } from "vitest";
import { LeagueCache } from "../cache/league-cache.js";
import { loadStartupCache } from "../cache/load-startup-cache.js";
import { testConfig } from "../testing/build-test-app.js";
import type { PassReport } from "./run-scrape.js";
import { needsImmediatePass, schedulePeriodMs, startScheduler } from "./scheduler.js";
import { buildSources } from "./sources.js";

const emptyReport: PassReport = { started: "", finished: "", duration_ms: 0, outcomes: [] };

async function setup(now: Date) {
  const config = await testConfig();
  const { entries } = await loadStartupCache(config.cacheFile, config.snapshotFile);
  return { cache: new LeagueCache(entries, () => now), sources: buildSources(config) };
}

describe("the scrape schedule", () => {
  it("reads the period from the cron expression", () => {
    expect(schedulePeriodMs([new Date("2026-01-01T00:00:00Z"), new Date("2026-01-01T00:30:00Z")])).toBe(
      30 * 60_000,
    );
  });

  it("asks for a pass at start when a configured source was never tried or tried over a period ago", async () => {
    const now = new Date("2026-08-20T15:00:00Z");
    const { cache, sources } = await setup(now);
    expect(needsImmediatePass(cache, sources, 30 * 60_000)).toBe(true);
    const entry = cache.get("standings", "basquet/federal");
    if (!entry) throw new Error("snapshot without basketball");
    cache.set({ ...entry, last_attempt: new Date(now.getTime() - 10 * 60_000).toISOString() });
    expect(needsImmediatePass(cache, sources, 30 * 60_000)).toBe(false);
    cache.set({ ...entry, last_attempt: new Date(now.getTime() - 31 * 60_000).toISOString() });
    expect(needsImmediatePass(cache, sources, 30 * 60_000)).toBe(true);
  });

  it("runs at once on start when due, and never two passes at the same time", async () => {
    const { cache, sources } = await setup(new Date("2026-08-20T15:00:00Z"));
    let started = 0;
    let finish: (report: PassReport) => void = () => {};
    const scheduler = startScheduler({
      cronExpression: "0 3 * * *",
      cache,
      sources,
      runPass: () => {
        started++;
        return new Promise<PassReport>((resolve) => {
          finish = resolve;
        });
      },
    });
    expect(started).toBe(1);
    expect(scheduler.state().running).toBe(true);
    const joined = scheduler.runNow();
    expect(started).toBe(1);
    finish(emptyReport);
    expect(await joined).toBe(emptyReport);
    expect(scheduler.state()).toMatchObject({ enabled: true, running: false, schedule: "0 3 * * *" });
    expect(scheduler.state().next_pass).toMatch(/T03:00:00\.000-03:00$/);
    await scheduler.stop();
  });
});
