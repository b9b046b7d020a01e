import type { VolleyDivision } from "@casa/shared";
import { useEffect, useState } from "react";
import { leagueEndpoint } from "./endpoints.ts";
import type { CallOutcome } from "./fallback.ts";
import { fetchLeague } from "./fetch-league.ts";

/** One finished call of the volleyball page, with the time it ended (the backup label's time). */
export interface VolleyCall {
  outcome: CallOutcome;
  at: Date;
}

/** A division's calls; a missing one is still loading. */
export interface VolleyDivisionCalls {
  standings?: VolleyCall;
  fixtures?: VolleyCall;
}

export interface VolleyDivisionsState<Code> {
  calls: Partial<Record<VolleyDivision, VolleyDivisionCalls>>;
  /** The code that shows the blocks, once loaded (see `useLeagueData` for why it is separate). */
  code?: Code;
  /** True when that code could not be loaded (the site's own files unreachable). */
  codeFailed: boolean;
}

const KINDS = ["standings", "fixtures"] as const;

/**
 * The volleyball division page's calls, one after the other as the original site says
 * (docs/product.md#calls): for each division its standings, then its fixtures. A failed call is
 * not an error here: it is recorded, and the fallback rules (`fallback.ts`) decide
 * what the block shows. `loadCode` is fetched meanwhile. Pass stable (module-level)
 * arguments.
 */
export function useVolleyDivisions<Code>(
  divisions: readonly VolleyDivision[],
  loadCode: () => Promise<Code>,
): VolleyDivisionsState<Code> {
  const [state, setState] = useState<VolleyDivisionsState<Code>>({ calls: {}, codeFailed: false });

  useEffect(() => {
    const controller = new AbortController();
    const live = () => !controller.signal.aborted;
    loadCode().then(
      (code) => live() && setState((previous) => ({ ...previous, code })),
      () => live() && setState((previous) => ({ ...previous, codeFailed: true })),
    );
    const run = async () => {
      for (const division of divisions) {
        for (const kind of KINDS) {
          const outcome: CallOutcome = await fetchLeague(
            leagueEndpoint(`voley/${division}`, kind),
            controller.signal,
          ).then(
            (body) => ({ ok: true, body }),
            (error: unknown) => ({ ok: false, error }),
          );
          if (!live()) return;
          const call = { outcome, at: new Date() };
          setState((previous) => ({
            ...previous,
            calls: { ...previous.calls, [division]: { ...previous.calls[division], [kind]: call } },
          }));
        }
      }
    };
    void run();
    return () => controller.abort();
  }, [divisions, loadCode]);

  return state;
}
