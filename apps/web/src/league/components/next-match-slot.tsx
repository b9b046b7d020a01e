import { LEAGUE_KEYS, type LeagueKey } from "@casa/shared";
import { type ReactNode, useEffect, useState } from "react";
import { findNextMatch } from "../find-next-match.ts";
import type { NextMatch } from "../next-match.ts";
import { NextMatchCard } from "./next-match-card.tsx";

interface NextMatchSlotProps {
  /** Where to look for our club's next match (every league if not given). Pass a stable (module-level) array. */
  leagues?: readonly LeagueKey[];
  linkLeague?: boolean;
  /** What stands in the card's place while looking, and when there is no match. */
  fallback?: ReactNode;
}

/**
 * Where the "Próximo partido" card goes. After hydration it asks the league service
 * for the leagues' fixtures (the same cached answers the pages and the offline worker
 * use; no endpoint of its own) and shows the card for the soonest match not yet
 * started, or nothing (the `fallback`) when there is none or the service fails. Every
 * page loads this module on demand (`LazyNextMatchSlot`; the home page, with
 * `lazyWhenVisible`), so the search and the card come with it, in one go: a second
 * `import()` would only add a round trip and a file.
 */
export function NextMatchSlot({ leagues = LEAGUE_KEYS, linkLeague, fallback = null }: NextMatchSlotProps) {
  const [match, setMatch] = useState<NextMatch>();
  useEffect(() => {
    const controller = new AbortController();
    findNextMatch(leagues, controller.signal)
      .then((found) => {
        if (found && !controller.signal.aborted) setMatch(found);
      })
      .catch(() => {});
    return () => controller.abort();
  }, [leagues]);
  return match ? <NextMatchCard match={match} linkLeague={linkLeague} /> : fallback;
}
