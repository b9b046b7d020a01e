import cron from "node-cron";
import type { LeagueCache } from "../cache/league-cache.js";
import type { ScrapeState } from "../health-report.js";
import { BUENOS_AIRES_TZ, toBuenosAiresIso } from "../lib/buenos-aires-time.js";
import type { PassReport } from "./run-scrape.js";
import type { Source } from "./sources.js";

export interface Scheduler {
  state(): ScrapeState;
  /** Runs a pass now, or joins the one already running: passes never overlap. */
  runNow(): Promise<PassReport>;
  /** Stops the schedule and waits for a running pass to end. */
  stop(): Promise<void>;
}

export interface SchedulerDeps {
  cronExpression: string;
  runPass: () => Promise<PassReport>;
  cache: LeagueCache;
  sources: Source[];
  onPass?: (report: PassReport) => void;
  onError?: (error: unknown) => void;
}

/**
 * Refreshes the cache on a node-cron schedule (Buenos Aires time), and at once on start
 * when some configured source was last tried more than one period ago (or never).
 */
export function startScheduler({
  cronExpression,
  runPass,
  cache,
  sources,
  onPass,
  onError,
}: SchedulerDeps): Scheduler {
  let running: Promise<PassReport> | undefined;
  let lastStarted: Date | undefined;
  let lastFinished: Date | undefined;

  function runNow(): Promise<PassReport> {
    if (running) return running;
    lastStarted = cache.now();
    running = runPass()
      .then((report) => {
        onPass?.(report);
        return report;
      })
      .finally(() => {
        lastFinished = cache.now();
        running = undefined;
      });
    return running;
  }

  const task = cron.schedule(
    cronExpression,
    async () => {
      try {
        await runNow();
      } catch (error) {
        onError?.(error);
      }
    },
    { name: "league-scrape", timezone: BUENOS_AIRES_TZ, noOverlap: true },
  );

  if (needsImmediatePass(cache, sources, schedulePeriodMs(task.getNextRuns(2)))) {
    runNow().catch((error: unknown) => onError?.(error));
  }

  return {
    runNow,
    state: () => ({
      enabled: true,
      schedule: cronExpression,
      running: running !== undefined,
      last_pass_started: lastStarted ? toBuenosAiresIso(lastStarted) : null,
      last_pass_finished: lastFinished ? toBuenosAiresIso(lastFinished) : null,
      next_pass: nextRun(task.getNextRun()),
    }),
    async stop() {
      await task.destroy();
      await running?.catch(() => {});
    },
  };
}

function nextRun(date: Date | null): string | null {
  return date ? toBuenosAiresIso(date) : null;
}

/** The schedule's period: the gap between its next two runs (30 minutes by default). */
export function schedulePeriodMs(nextRuns: Date[]): number {
  const [first, second] = nextRuns;
  return first && second ? second.getTime() - first.getTime() : Number.POSITIVE_INFINITY;
}

/** True when a configured source was never tried, or last tried at least a period ago. */
export function needsImmediatePass(cache: LeagueCache, sources: Source[], periodMs: number): boolean {
  const now = cache.now().getTime();
  return sources
    .filter((source) => source.scrape)
    .some((source) => {
      const lastAttempt = cache.get(source.kind, source.key)?.last_attempt;
      return lastAttempt === undefined || now - Date.parse(lastAttempt) >= periodMs;
    });
}
