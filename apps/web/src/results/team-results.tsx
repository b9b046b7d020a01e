import { Link } from "react-router";
import { activityCalendarPath } from "../horarios/paths.ts";
import { ResultsList } from "./results-list.tsx";
import { teamResultsPath } from "./results-path.ts";
import { RESULTS_WORDS } from "./results-words.ts";
import type { TeamResultsSection } from "./team-section.ts";

/**
 * A team page's latest results and the link to all of them, under the section's
 * heading (the page draws it, from `TeamResultsSection`). A static part: plain markup
 * kept as prerendered on a first visit, so its code waits until the page renders in
 * the browser; no CSS import (results-list.css comes with the page).
 */
export function TeamResults({ teamId, results }: Pick<TeamResultsSection, "teamId" | "results">) {
  return (
    <>
      <ResultsList results={results} />
      <p className="results-all">
        <Link to={teamResultsPath(teamId)}>{RESULTS_WORDS.all}</Link>
      </p>
      {/* The team's calendar file has its played matches with their scores (beside its classes, if any). */}
      <p className="results-all">
        <a href={activityCalendarPath(teamId)} download>
          {RESULTS_WORDS.calendar}
        </a>
      </p>
    </>
  );
}

/**
 * A league page's "Últimos resultados": the same under its own heading, for the pages'
 * details part (whose sections are the page's grid items). `headingId` is unique on the page.
 */
export function LeagueTeamResults({
  section,
  headingId,
}: {
  section: TeamResultsSection;
  headingId: string;
}) {
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{section.title}</h2>
      <TeamResults teamId={section.teamId} results={section.results} />
    </section>
  );
}
