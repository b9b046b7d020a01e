/**
 * The addresses of the match results (apart from their data, for the route table, the
 * list of prerendered pages, the sitemap and the cards' links): every team's results,
 * one team's, and a result's own page when it has a report.
 */

/** Every team's results, newest first. */
export const RESULTS_PATH = "/resultados";

/** A result with a report: `/resultados/<id>` (its file's name). */
export const resultPath = (result: { id: string }) => `${RESULTS_PATH}/${result.id}`;

/** All of one team's results: `/resultados/equipo/<team id>` (its activity file's name). */
export const teamResultsPath = (teamId: string) => `${RESULTS_PATH}/equipo/${teamId}`;
