/**
 * The words of the match results wherever they show (the result cards, the team pages'
 * and the home's sections, the team's calendar file). The score is always written with
 * our club first, so a list reads at a glance; "Local"/"Visitante" says where it was.
 */
import type { Competition, MatchOutcome, MatchResult } from "../site-data/content-files/types-results.ts";

export const RESULTS_WORDS = {
  /** Our club in a score line, as fans and the league tables call it. */
  club: "CASA",
  home: "Local",
  away: "Visitante",
  /** Each outcome in words: colour and icon only repeat it. */
  outcome: { won: "Ganado", lost: "Perdido", drawn: "Empate" } satisfies Record<MatchOutcome, string>,
  /** What a competition is called when the file gives no tournament name. */
  competition: { liga: "Liga", copa: "Copa", amistoso: "Amistoso" } satisfies Record<Competition, string>,
  /** Before a volleyball result's set scores: "Sets: 25-20, 23-25, 25-18". */
  sets: "Sets:",
  /** A result the league published: it replaced the club's own, if there was one. */
  official: "Resultado oficial de la liga",
  /** The link to a result's own page, when it has a report. */
  report: "Leer la crónica",
  /** Read after it by screen readers only: which match. */
  reportContext: (rival: string) => `del partido contra ${rival}`,
  /** A team's section on its page, and the link to all its results. */
  teamTitle: "Últimos resultados",
  /** How many of a team's latest results its page shows. */
  teamCount: 5,
  all: "Ver todos los resultados",
  /** The team's calendar file: its matches with their scores. */
  calendar: "Agregar los partidos a mi calendario",
  /** The home's section: the results of the last weekend. */
  homeTitle: "Resultados",
  /** "Cómo les fue a nuestros equipos el fin de semana del 20 al 22 de noviembre." */
  homeLead: (weekend: { from: string; to: string }) =>
    `Cómo les fue a nuestros equipos el fin de semana ${weekendDays(weekend)}.`,
  /** The hour after a match's time, as the fixtures write it. */
  hourSuffix: "h",
} as const;

// By hand, not `formatCalendarDate`'s Intl: these words also render in the browser, where
// creating an Intl formatter costs a slow phone ~0.1 s (as match-day.ts), and tried with
// it, /voley/primera's and /voley's first visit grew 0.1 KB.
const MONTHS = [
  "enero",
  "febrero",
  "marzo",
  "abril",
  "mayo",
  "junio",
  "julio",
  "agosto",
  "septiembre",
  "octubre",
  "noviembre",
  "diciembre",
] as const;

/** "del 20 al 22 de noviembre"; across months, "del 30 de octubre al 1 de noviembre". */
function weekendDays({ from, to }: { from: string; to: string }): string {
  const day = (iso: string) => Number(iso.slice(8, 10));
  const month = (iso: string) => MONTHS[Number(iso.slice(5, 7)) - 1] as string;
  return month(from) === month(to)
    ? `del ${day(from)} al ${day(to)} de ${month(to)}`
    : `del ${day(from)} de ${month(from)} al ${day(to)} de ${month(to)}`;
}

/** "1 set", "3 sets". */
const sets = (count: number) => `${count} ${count === 1 ? "set" : "sets"}`;

/** How a screen reader hears a score: "CASA le ganó a Club X 78 a 70." (volleyball: "3 sets a 1"). */
export function scoreSentence(
  result: Pick<MatchResult, "rival" | "outcome" | "score"> & { team: Pick<MatchResult["team"], "sport"> },
  club: string = RESULTS_WORDS.club,
): string {
  const { rival, outcome, score } = result;
  const numbers =
    result.team.sport === "voley" ? `${sets(score.club)} a ${score.rival}` : `${score.club} a ${score.rival}`;
  switch (outcome) {
    case "won":
      return `${club} le ganó a ${rival} ${numbers}.`;
    case "lost":
      return `${club} perdió con ${rival} ${numbers}.`;
    case "drawn":
      return `${club} empató con ${rival} ${numbers}.`;
  }
}

/** "25-20, 23-25, 25-18": each set with our points first. */
export const setScores = (sets: ReadonlyArray<{ club: number; rival: number }>): string =>
  sets.map((set) => `${set.club}-${set.rival}`).join(", ");
