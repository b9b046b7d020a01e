/**
 * For the tests of the results' views: a basketball win at home with a report, and a
 * volleyball loss away with its sets, the league's official score. Invented matches,
 * test data only (never a content file).
 */
import type { MatchResult } from "../site-data/content-files/types-results.ts";

export const BASKET_WIN: MatchResult = {
  id: "2026-11-21-federal-club-x",
  team: { id: "basquet-federal", name: "Básquet Federal", path: "/basquet/federal", sport: "basquet" },
  rival: "Club X",
  date: "2026-11-21",
  time: "20:30",
  home: true,
  competition: "liga",
  tournament: "Liga Federal",
  score: { club: 78, rival: 70 },
  outcome: "won",
  source: "club",
  path: "/resultados/2026-11-21-federal-club-x",
};

export const VOLLEY_LOSS: MatchResult = {
  id: "2026-11-15-primera-moron",
  team: { id: "voley-primera", name: "Vóley Primera", path: "/voley/primera", sport: "voley" },
  rival: "Morón",
  date: "2026-11-15",
  time: "18:00",
  home: false,
  competition: "copa",
  score: {
    club: 1,
    rival: 3,
    sets: [
      { club: 25, rival: 20 },
      { club: 23, rival: 25 },
      { club: 19, rival: 25 },
      { club: 22, rival: 25 },
    ],
  },
  outcome: "lost",
  source: "liga",
};
