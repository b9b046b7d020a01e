import { LEAGUE_KEYS } from "@casa/shared";
import { NextMatchSlot } from "../../components/next-match-slot.tsx";
import { LeaguesStrip } from "./leagues-strip.tsx";

/**
 * Under the hero: our club's next match in any league, or the way to the league
 * tables while the page looks for one and when there is none.
 */
export function HomeNextMatch() {
  return <NextMatchSlot leagues={LEAGUE_KEYS} linkLeague fallback={<LeaguesStrip />} />;
}
