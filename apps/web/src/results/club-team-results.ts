/**
 * In the browser (an activity page reached by a client-side visit): a team's latest
 * results as the club's files give them, from the results' list alone (not the reports).
 * The league's official scores are merged at build time only (`league-results.server.ts`).
 */
import { results } from "virtual:contenido/resultados";
import { type TeamResultsSection, teamResultsSection } from "./team-section.ts";

export const clubTeamResults = (teamId: string): TeamResultsSection | null =>
  teamResultsSection(teamId, results);
