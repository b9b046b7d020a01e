import { config } from "../config.ts";
import { isRaster } from "../lib/page-preview.ts";
import type { JsonLd } from "../lib/structured-data.ts";
import { CLUB } from "../site-data/club.ts";
import type { MatchResult, TeamSport } from "../site-data/content-files/types-results.ts";
import { scoreSentence, setScores } from "./results-words.ts";

// schema.org data for search engines: a played match as a `SportsEvent` with its final
// score, built when its page is prerendered (a result's own page, a team's results).

/** The sports as schema.org's `sport` names them on the site (the volleyball board says "Vóley" too). */
const SPORT_NAMES: Readonly<Record<TeamSport, string>> = { basquet: "Básquet", voley: "Vóley" };

/** The start in Buenos Aires time with Argentina's offset (UTC−3 all year); the day alone without a time. */
const startDate = ({ date, time }: MatchResult) =>
  /^\d{2}:\d{2}$/.test(time) ? `${date}T${time}:00-03:00` : date;

/**
 * A result as a `SportsEvent`: the two teams, home first (our club's team belongs to the
 * club), when and where (the club's address at home, the rival's court away), the final
 * score in its description, and its own page and photo when it has them. The club
 * organizes the matches it hosts; away, the rival does, so none is named then.
 */
export function matchEventData(result: MatchResult, siteUrl: string = config.siteUrl): JsonLd {
  const club = { "@type": "SportsClub", name: CLUB.name, url: `${siteUrl}/` };
  const ours = { "@type": "SportsTeam", name: CLUB.shortName, parentOrganization: club };
  const theirs = { "@type": "SportsTeam", name: result.rival };
  const [homeTeam, awayTeam] = result.home ? [ours, theirs] : [theirs, ours];
  const sets = result.score.sets?.length ? ` Sets: ${setScores(result.score.sets)}.` : "";
  return {
    "@context": "https://schema.org",
    "@type": "SportsEvent",
    name: `${result.team.name}: ${homeTeam.name} vs. ${awayTeam.name}`,
    sport: SPORT_NAMES[result.team.sport],
    startDate: startDate(result),
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: result.home
      ? { "@type": "Place", name: CLUB.name, address: CLUB.address }
      : { "@type": "Place", name: result.rival },
    homeTeam,
    awayTeam,
    competitor: [homeTeam, awayTeam],
    // "CASA de Padua le ganó a Club X 78 a 70. Sets: 25-20, 23-25…": our club first, as the site's cards.
    description: `${scoreSentence(result, CLUB.shortName)}${sets}`,
    ...(result.home && { organizer: club }),
    ...(result.path && { url: `${siteUrl}${result.path}` }),
    ...(result.image && isRaster(result.image.src) && { image: `${siteUrl}${result.image.src}` }),
  };
}
