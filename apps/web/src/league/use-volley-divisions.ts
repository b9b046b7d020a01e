import type { VolleyDivision } from "@casa/shared";
import { useEffect, useState } from "react";
import { volleyEndpoint } from "./endpoints.ts";
import {
  type CallOutcome,
  decideVolleyFixtures,
  decideVolleyStandings,
  type FixturesBlock,
  type StandingsBlock,
} from "./fallback.ts";
import { fetchLeague } from "./fetch-league.ts";

/** A division's blocks on the volleyball page; a missing block is still loading. */
export interface VolleyDivisionBlocks {
  standings?: StandingsBlock;
  fixtures?: FixturesBlock;
}

export type VolleyDivisionsState = Partial<Record<VolleyDivision, VolleyDivisionBlocks>>;

const KINDS = ["standings", "fixtures"] as const;

/**
 * The volleyball division page's calls, one after the other as the spec says
 * (section 7): for each division its standings, then its fixtures. Each block is
 * shown as soon as its call ends, already decided by the fallback rules, so the
 * page has no error state. Pass a stable (module-level) list of divisions.
 */
export function useVolleyDivisions(divisions: readonly VolleyDivision[]): VolleyDivisionsState {
  const [blocks, setBlocks] = useState<VolleyDivisionsState>({});

  useEffect(() => {
    const controller = new AbortController();
    const run = async () => {
      for (const division of divisions) {
        for (const kind of KINDS) {
          const outcome: CallOutcome = await fetchLeague(
            volleyEndpoint(division, kind),
            controller.signal,
          ).then(
            (body) => ({ ok: true, body }),
            (error: unknown) => ({ ok: false, error }),
          );
          if (controller.signal.aborted) return;
          const now = new Date();
          const block =
            kind === "standings"
              ? { standings: decideVolleyStandings(division, outcome, now) }
              : { fixtures: decideVolleyFixtures(division, outcome, now) };
          setBlocks((previous) => ({ ...previous, [division]: { ...previous[division], ...block } }));
        }
      }
    };
    void run();
    return () => controller.abort();
  }, [divisions]);

  return blocks;
}
