import { showMarkup } from "../lib/show-markup.ts";
import { leaveEarlyAnswer } from "./early-answers.ts";
import { fetchJson } from "./fetch-json.ts";
import { isHighlightRule } from "./highlight.ts";
import { standingsView } from "./standings-markup.ts";

/**
 * The early painter: a few kilobytes that come inline inside the table box of each
 * prerendered page with a league table (scripts/early-standings.mjs builds and inserts them), so a
 * fan on a phone on mobile data sees the table as soon as its data arrives, before
 * the app's ~120 KB of code (docs/quality.md#first-tap).
 *
 * For each table box the prerendered page marks (`data-early-standings`, written by
 * LiveStandingsTable): make the call (the `<head>`'s preload has already started it),
 * leave the answer for the app (early-answers.ts), and paint the table with the same
 * markup the app uses. A failed call or an answer without rows paints nothing: the
 * box keeps its loading state, and the app shows the error with "Reintentar". React
 * never writes inside the box, so painting before or after hydration is the same.
 */
export function paintEarlyStandings(root: ParentNode = document): void {
  for (const box of root.querySelectorAll<HTMLElement>("[data-early-standings]")) {
    const { earlyStandings: url, caption = "", variant, tableId = "" } = box.dataset;
    if (!url || !isHighlightRule(variant)) continue;
    const answer = fetchJson(url);
    leaveEarlyAnswer(url, answer);
    answer.then(
      (body) => {
        const view = standingsView(body, { caption, variant, id: tableId }, new Date());
        if (view.kind === "table" && !box.dataset.markup) showMarkup(box, view.markup);
      },
      () => {},
    );
  }
}
