import { CLUB } from "./club.ts";
import type { MatchOutcome } from "./content-files/types-results.ts";

/**
 * The words of the results' own pages: a result's (`/resultados/<id>`), one team's
 * (`/resultados/equipo/<id>`) and every team's (`/resultados`). The cards' words are
 * `results/results-words.ts`; the matches themselves, the club's files (`content/resultados/`).
 */

/** What the team did, said in words (never by colour alone). */
const DID: Readonly<Record<MatchOutcome, string>> = { won: "ganó", lost: "perdió", drawn: "empató" };

/** What a result's lead says of it. */
export interface MatchFacts {
  /** The tournament's name, or what the competition is called ("Liga Federal", "Amistoso"). */
  competition: string;
  team: string;
  outcome: MatchOutcome;
  home: boolean;
  /** The day in words: "sábado 21 de noviembre de 2026". */
  day: string;
  /** `20:30`, or empty when the file gives none. */
  time: string;
}

export const RESULT_PAGE_COPY = {
  /** "Liga Federal: Básquet Federal ganó de local el sábado 21 de noviembre de 2026 a las 20:30." */
  lead: (match: MatchFacts) =>
    `${match.competition}: ${match.team} ${DID[match.outcome]} de ${match.home ? "local" : "visitante"} el ${match.day}${match.time ? ` a las ${match.time}` : ""}.`,
  teamResults: (team: string) => `Ver todos los resultados de ${team}`,
  teamPage: (team: string) => `Ir a la página de ${team}`,
  /** Accessible name of the link row under the report. */
  navLabel: "Más resultados",
} as const;

/** One team's results page's words (`team`: its name), given the page by its loader. */
export const teamResultsCopy = (team: string) => ({
  title: `Resultados de ${team}`,
  lead: `Todos los partidos de ${team} que publicamos, del más reciente al más viejo.`,
  listLabel: `Partidos de ${team}`,
  /** Accessible name of the link row under the list. */
  navLabel: RESULT_PAGE_COPY.navLabel,
  teamPage: RESULT_PAGE_COPY.teamPage(team),
  /** To every team's results. */
  all: "Ver los resultados de todos los equipos",
});

export const RESULTS_COPY = {
  title: "Resultados",
  lead: "Cómo les fue a nuestros equipos de básquet y vóley, partido a partido, del más reciente al más viejo.",
  description: `Los resultados de los equipos de básquet y vóley del ${CLUB.name}: cada partido, con su marcador.`,
  /** The row of links to each team's results, above the months. */
  teamsLabel: "Resultados por equipo",
  /** A month's heading: "Noviembre de 2026" (`month`: "noviembre de 2026"). */
  monthTitle: (month: string) => month.charAt(0).toUpperCase() + month.slice(1),
} as const;
