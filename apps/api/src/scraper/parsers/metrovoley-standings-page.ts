import type { StandingRow } from "@casa/shared";
import { readInertiaPage } from "./metrovoley-inertia.js";
import { type MetrovoleyStandingsOptions, parseMetrovoleyStandings } from "./metrovoley-standings.js";
import { parseMetrovoleyStandingsTable } from "./metrovoley-standings-table.js";

/**
 * A volleyball standings page in either form it has been seen in: an Inertia page
 * (JSON in `data-page`, or the `X-Inertia` JSON answer) or server-rendered HTML with a
 * standings `<table>`. Anything else fails loudly, naming both forms.
 */
export function parseMetrovoleyStandingsPage(
  text: string,
  options: MetrovoleyStandingsOptions,
): StandingRow[] {
  const isInertia = text.trimStart().startsWith("{") || /\sdata-page\s*=/.test(text);
  if (isInertia) return parseMetrovoleyStandings(readInertiaPage(text), options);
  if (/<table[\s>]/i.test(text)) return parseMetrovoleyStandingsTable(text, options);
  throw new Error(
    'la página de posiciones no trae datos de Inertia (<div id="app" data-page>) ni una tabla <table> de posiciones',
  );
}
