import { leagueUrl } from "./endpoints.ts";
import { fetchJson } from "./fetch-json.ts";

/**
 * GETs a logical name's JSON through {@link fetchJson}. On a first visit the page's
 * `<head>` has usually started the same request already (`leaguePreloads`), and this
 * takes that answer.
 */
export const fetchLeague = (name: string, signal?: AbortSignal): Promise<unknown> =>
  fetchJson(leagueUrl(name), signal);
