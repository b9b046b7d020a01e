import { takeEarlyAnswer } from "./early-answers.ts";
import { leagueUrl } from "./endpoints.ts";
import { fetchJson } from "./fetch-json.ts";

/**
 * GETs a logical name's JSON through {@link fetchJson}; the first call takes the
 * answer the page's early painter already asked for, if there is one (early-answers.ts).
 */
export const fetchLeague = (name: string, signal?: AbortSignal): Promise<unknown> => {
  const url = leagueUrl(name);
  return takeEarlyAnswer(url) ?? fetchJson(url, signal);
};
