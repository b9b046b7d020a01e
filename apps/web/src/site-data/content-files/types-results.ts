/**
 * A match result as the site reads it (`content/resultados/<id>.md`, checked by
 * `read-results.ts`), and what an official result from a league source changes in it
 * (`league/official-results.ts`). Plain data: it travels in a page's loader data.
 */
import type { SingleImage } from "../types.ts";

/** The sports whose teams post results; the score's terms follow it. */
export type TeamSport = "basquet" | "voley";

/** Basketball: points. Volleyball: sets won, and each set's points when known. */
export interface MatchScore {
  /** Our club's points (basketball) or sets (volleyball). */
  club: number;
  rival: number;
  /** Volleyball only: each set, in order, as `club`–`rival` points. */
  sets?: ReadonlyArray<{ club: number; rival: number }>;
}

export type MatchOutcome = "won" | "lost" | "drawn";

export type Competition = "liga" | "copa" | "amistoso";

export interface MatchResult {
  /** The file's name; a result with a report has its page at `/resultados/<id>`. */
  id: string;
  /** The team: an activity's file name (`basquet-federal`) and what the site calls it. */
  team: { id: string; name: string; path: string; sport: TeamSport };
  rival: string;
  /** Buenos Aires date and time of the start: `2026-11-21`, `20:30`. */
  date: string;
  time: string;
  /** Played at home (our club's court). */
  home: boolean;
  competition: Competition;
  /** The tournament's name as the club writes it ("Liga Federal"), when given. */
  tournament?: string;
  score: MatchScore;
  outcome: MatchOutcome;
  /** Who the score is from: the club's post, or the league's official result that replaced it. */
  source: "club" | "liga";
  /** `/resultados/<id>` when the file has a report (its body), else none. */
  path?: string;
  /** The report's first lines, plain, for cards and link previews. */
  summary?: string;
  image?: SingleImage;
  /** Not published (`publicado: false`): only the dev server shows it, marked. */
  draft?: true;
}
