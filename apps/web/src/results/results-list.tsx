import { Link } from "react-router";
import { DraftBadge } from "../components/draft-badge.tsx";
import type { MatchResult } from "../site-data/content-files/types-results.ts";
import { matchDay } from "./match-day.ts";
import { scoreSentence, setScores, RESULTS_WORDS as WORDS } from "./results-words.ts";

// Styles in results-list.css, imported by the pages: the team pages' and the home's
// sections are static parts, whose modules must not import CSS (see StaticPart).

interface ResultsListProps {
  /** Already chosen and in order (newest first). */
  results: readonly MatchResult[];
  /** Name the team on each card: lists that mix teams (the home, /resultados). */
  showTeam?: boolean;
}

/**
 * Match results as cards: the outcome in words (colour and icon repeat it), the score
 * as a small scoreboard with our club first, the day, the competition, home or away,
 * the sets of a volleyball match, whether the league published it, and the report's
 * link when there is one. A screen reader hears the score as one sentence.
 */
export function ResultsList({ results, showTeam = false }: ResultsListProps) {
  return (
    <ul className="results">
      {results.map((result) => (
        <ResultCard key={result.id} result={result} showTeam={showTeam} />
      ))}
    </ul>
  );
}

function ResultCard({ result, showTeam }: { result: MatchResult; showTeam: boolean }) {
  const { score } = result;
  const sets = score.sets && score.sets.length > 0 ? score.sets : undefined;
  return (
    <li className={`result-card result-card--${result.outcome}`} data-reveal>
      <p className="result-card__top">
        {/* Said by the sentence below, in words with the score. */}
        <span className="result-card__outcome" aria-hidden="true">
          {WORDS.outcome[result.outcome]}
        </span>
        <time dateTime={result.time ? `${result.date}T${result.time}` : result.date}>
          {matchDay(result.date)}
          {result.time && ` · ${result.time} ${WORDS.hourSuffix}`}
        </time>
      </p>
      {showTeam && <p className="result-card__team">{result.team.name}</p>}
      <p className="result-card__score">
        <span className="visually-hidden">{scoreSentence(result)}</span>
        <span className="result-card__board" aria-hidden="true">
          <span className="result-card__name result-card__name--club">{WORDS.club}</span>
          <span className="result-card__points">{score.club}</span>
          <span className="result-card__name">{result.rival}</span>
          <span className="result-card__points">{score.rival}</span>
        </span>
      </p>
      {sets && (
        <p className="result-card__sets">
          {WORDS.sets} {setScores(sets)}
        </p>
      )}
      <p className="result-card__meta">
        <span>{result.tournament ?? WORDS.competition[result.competition]}</span>
        <span>{result.home ? WORDS.home : WORDS.away}</span>
        {result.draft && <DraftBadge />}
      </p>
      {result.source === "liga" && <p className="result-card__official">{WORDS.official}</p>}
      {result.path && (
        <Link to={result.path} className="result-card__report">
          {WORDS.report} <span className="visually-hidden">{WORDS.reportContext(result.rival)}</span>
        </Link>
      )}
    </li>
  );
}
