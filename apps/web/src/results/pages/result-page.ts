/**
 * What a result's own page (`/resultados/<id>`) shows of it, made when the page is
 * prerendered: the score as its title, the match in a sentence, the sets, the league's
 * mark, the links to the team, the link preview and the schema.org data. All words,
 * none of their code in the page's JavaScript.
 */
import type { PagePreview } from "../../lib/page-preview.ts";
import { isRaster } from "../../lib/page-preview.ts";
import type { JsonLd } from "../../lib/structured-data.ts";
import type { MatchResult } from "../../site-data/content-files/types-results.ts";
import { RESULT_PAGE_COPY as COPY } from "../../site-data/results-pages.ts";
import { matchEventData } from "../match-event-data.ts";
import { teamResultsPath } from "../results-path.ts";
import { setScores, RESULTS_WORDS as WORDS } from "../results-words.ts";

/** A link under the report. */
interface PageLink {
  to: string;
  label: string;
}

export interface ResultPage {
  result: MatchResult;
  /**
   * "CASA 78 – 70 Club X": our club first, as the cards write it. The head's title too,
   * alone: the team's name before it would take most titles past 70 characters, where
   * search engines cut them (validate-html.mjs holds every page to it).
   */
  title: string;
  /** "Liga Federal: Básquet Federal ganó de local el sábado 21 de noviembre de 2026 a las 20:30." */
  lead: string;
  /** "Sets: 25-20, 23-25, 25-18, 25-22", when known. */
  sets?: string;
  /** "Resultado oficial de la liga", when the score is the league's. */
  official?: string;
  /** Under the report: the team's results, its page; and the row's name. */
  links: { label: string; teamResults: PageLink; teamPage: PageLink };
  /** The head's description, also the link preview's: the report's first lines. */
  description: string;
  preview: PagePreview;
  event: JsonLd;
}

/** "sábado 21 de noviembre de 2026" (build time only: `Intl` costs no page anything). */
const DAY = new Intl.DateTimeFormat("es-AR", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});
const dayInWords = (iso: string) => DAY.format(new Date(`${iso}T00:00:00Z`)).replace(",", "");

/** "CASA 78 – 70 Club X". */
const scoreLine = ({ score, rival }: MatchResult) => `${WORDS.club} ${score.club} – ${score.rival} ${rival}`;

/** The page of `result` (one with a report). */
export function resultPage(result: MatchResult): ResultPage {
  const title = scoreLine(result);
  const lead = COPY.lead({
    competition: result.tournament ?? WORDS.competition[result.competition],
    team: result.team.name,
    outcome: result.outcome,
    home: result.home,
    day: dayInWords(result.date),
    time: result.time,
  });
  const sets = result.score.sets?.length ? `${WORDS.sets} ${setScores(result.score.sets)}` : undefined;
  // A drawing (SVG) cannot be a link preview: the site's image stands in.
  const photo = result.image && isRaster(result.image.src) ? result.image : undefined;
  const { team } = result;
  return {
    result,
    title,
    lead,
    ...(sets && { sets }),
    ...(result.source === "liga" && { official: WORDS.official }),
    links: {
      label: COPY.navLabel,
      teamResults: { to: teamResultsPath(team.id), label: COPY.teamResults(team.name) },
      teamPage: { to: team.path, label: COPY.teamPage(team.name) },
    },
    description: result.summary ?? lead,
    preview: {
      type: "article",
      ...(photo && { image: { src: photo.src, width: photo.width, height: photo.height } }),
    },
    event: matchEventData(result),
  };
}
