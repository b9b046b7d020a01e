import type { LeagueKey } from "@casa/shared";
import { type ComponentType, type ReactNode, useEffect, useState } from "react";
import type { NextMatch } from "../league/next-match.ts";

/** The card and the search for a match: one chunk, fetched with the fixtures after hydration. */
const loadCard = () => import("./next-match-found.ts");

interface NextMatchSlotProps {
  /** Where to look for our club's next match. Pass a stable (module-level) array. */
  leagues: readonly LeagueKey[];
  linkLeague?: boolean;
  /** What stands in the card's place while looking, and when there is no match. */
  fallback?: ReactNode;
}

interface Found {
  Card: ComponentType<{ match: NextMatch; linkLeague?: boolean }>;
  match: NextMatch;
}

/**
 * Where the "Próximo partido" card goes. After hydration it asks the league service
 * for the leagues' fixtures (the same cached answers the pages and the offline worker
 * use; no endpoint of its own) and shows the card for the soonest match not yet
 * started, or nothing (the `fallback`) when there is none or the service fails. The
 * card's code is a separate chunk, so a page's first-load JavaScript grows only by
 * this slot.
 */
export function NextMatchSlot({ leagues, linkLeague, fallback = null }: NextMatchSlotProps) {
  const [found, setFound] = useState<Found>();
  useEffect(() => {
    const controller = new AbortController();
    loadCard()
      .then(async ({ NextMatchCard, findNextMatch }) => {
        const match = await findNextMatch(leagues, controller.signal);
        if (match && !controller.signal.aborted) setFound({ Card: NextMatchCard, match });
      })
      .catch(() => {});
    return () => controller.abort();
  }, [leagues]);
  return found ? <found.Card match={found.match} linkLeague={linkLeague} /> : fallback;
}
