import type { VolleyDivision } from "@casa/shared";
import { startTransition, useEffect, useState } from "react";
import { leagueEndpoint } from "./endpoints.ts";
import type { CallOutcome } from "./fallback.ts";
import { fetchLeague } from "./fetch-league.ts";

/** One finished call of the volleyball page, with the time it ended (the backup label's time). */
export interface VolleyCall {
  outcome: CallOutcome;
  at: Date;
}

/** A division's calls; a missing one is still loading. */
interface VolleyDivisionCalls {
  standings?: VolleyCall;
  fixtures?: VolleyCall;
}

/** Each division's calls so far. */
export type VolleyDivisionsCalls = Partial<Record<VolleyDivision, VolleyDivisionCalls>>;

const KINDS = ["standings", "fixtures"] as const;

/**
 * The volleyball division page's calls, one after the other as the original site says
 * (docs/product.md#calls): for each division its standings, then its fixtures. A failed call is
 * not an error here: it is recorded, and the fallback rules (`fallback.ts`) decide
 * what the block shows. The first render (the prerendered page's) has no calls yet, so
 * the board shows the build's tables until they end. Pass a stable (module-level) list.
 */
export function useVolleyDivisions(divisions: readonly VolleyDivision[]): VolleyDivisionsCalls {
  const [calls, setCalls] = useState<VolleyDivisionsCalls>({});

  useEffect(() => {
    const controller = new AbortController();
    const live = () => !controller.signal.aborted;
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
          // A transition: where an answer needs code not loaded yet (the club's backup
          // table), React keeps the table on screen until it comes, instead of hiding it
          // and drawing the same table again as the Suspense fallback (pages/voley/volley-block.tsx).
          startTransition(() =>
            setCalls((previous) => ({ ...previous, [division]: { ...previous[division], [kind]: call } })),
          );
        }
      }
    };
    void run();
    return () => controller.abort();
  }, [divisions]);

  return calls;
}
