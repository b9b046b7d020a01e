import {
  STANDINGS_COLUMNS as C,
  LEAGUE_TABLE_COPY as COPY,
  STANDINGS_LAYOUTS,
  type StandingsColumn,
  VOLLEY_SCORE_COLUMNS,
} from "../content/league-table.ts";
import { html, type Markup } from "../lib/html.ts";
import { freshnessMarkup } from "./freshness-markup.ts";
import { type HighlightRule, isOurTeam } from "./highlight.ts";
import { type DisplayRow, readStandings, toDisplayRow } from "./payload.ts";
import { scoreKind } from "./score-kind.ts";

/**
 * The league tables as HTML: the one way a table is written, whether the page's
 * early painter shows it before the app is live (early-standings.ts) or the app shows
 * it (StandingsTable, LiveStandingsTable). Pure functions of the data: no React, so the
 * painter that comes inline with the page stays a few kilobytes.
 */

export interface StandingsTableOptions {
  caption: string;
  /** Rows as the service sent them: missing fields get the original site's defaults. */
  rows: readonly unknown[];
  /** Which table: its score columns, its dashes and whose rows are ours. */
  variant: HighlightRule;
  /** The table box's id, unique in the page; the caption's is derived from it. */
  id: string;
}

type NumberField = Exclude<keyof DisplayRow, "posicion" | "equipo">;

/** A number column: its header, its field and whether a phone hides it until asked. */
interface NumberColumn {
  column: StandingsColumn;
  field: NumberField;
  extra: boolean;
}

const abbr = (column: StandingsColumn) => html`<abbr title="${column.long}">${column.short}</abbr>`;
const extraClass = (extra: boolean) => extra && html` class="standings__extra"`;

/**
 * A league table: Pos, Equipo, PJ, PG, PP, Pts and, on volleyball, the score pair:
 * sets (SF/SC) or points (PF/PC), whichever the numbers are (`scoreKind`), with a
 * legend that says the same. On a phone the score pair waits behind the "Ver todas
 * las columnas" checkbox, so the table fits a 360 px screen without sideways
 * scrolling; a native checkbox and CSS (standings-table.css), so it works before the
 * app is live. The box scrolls sideways inside itself when the full table is wider
 * than the screen, and takes keyboard focus for that. Our club's rows are bold,
 * marked at the edge and read as "(nuestro club)".
 */
export function standingsTableMarkup({ caption, rows, variant, id }: StandingsTableOptions): Markup {
  const layout = STANDINGS_LAYOUTS[variant];
  const display = rows.map(toDisplayRow);
  const score = "score" in layout && VOLLEY_SCORE_COLUMNS[scoreKind(display, layout.score)];
  const numbers: NumberColumn[] = [
    { column: C.played, field: "jugados", extra: false },
    { column: C.won, field: "ganados", extra: false },
    { column: C.lost, field: "perdidos", extra: false },
    { column: C.points, field: "puntos", extra: false },
    ...(score
      ? [
          { column: score[0], field: "favor" as const, extra: true },
          { column: score[1], field: "contra" as const, extra: true },
        ]
      : []),
  ];
  const show = (n: number) => (layout.dashForZero && n === 0 ? "-" : n);
  const captionId = `${id}-titulo`;

  const head = html`<tr><th scope="col">${abbr(C.position)}</th><th scope="col">${C.team.short}</th>${numbers.map(
    ({ column, extra }) => html`<th scope="col"${extraClass(extra)}>${abbr(column)}</th>`,
  )}</tr>`;
  const body =
    display.length === 0
      ? html`<tr><td colspan="${numbers.length + 2}">${COPY.noRows}</td></tr>`
      : display.map((row) => {
          const ours = isOurTeam(row.equipo, variant);
          return html`<tr${ours && html` class="standings__ours"`}><td>${row.posicion}</td><th scope="row">${row.equipo}${ours && html`<span class="visually-hidden"> ${COPY.ourTeam}</span>`}</th>${numbers.map(
            ({ field, extra }) => html`<td${extraClass(extra)}>${show(row[field])}</td>`,
          )}</tr>`;
        });
  const legend = numbers.map(
    ({ column, extra }, index) =>
      html`<span${extraClass(extra)}>${index > 0 && " · "}${column.short}: ${column.long.toLowerCase()}</span>`,
  );
  const toggle =
    score &&
    html`<label class="button button--ghost button--small standings__toggle"><input type="checkbox" class="standings__all" aria-controls="${id}"> ${COPY.showAllColumns}</label>`;

  return html`<div class="standings-block"><section id="${id}" class="standings" aria-labelledby="${captionId}" tabindex="0"><table><caption id="${captionId}">${caption}</caption><thead>${head}</thead><tbody>${body}</tbody></table></section><div class="standings__foot"><p class="standings__legend">${legend}</p>${toggle}</div></div>`;
}

/** What a standings answer shows: the table with its freshness, or an error (with the service's text, if any). */
export type StandingsView = { kind: "table"; markup: Markup } | { kind: "error"; message?: string };

/**
 * A standings answer as a fan sees it: its freshness and notices, then the table;
 * or, when the answer has no rows (no list, or an empty one) and an `error` text, an
 * error with that text, shown as is in a red alert (docs/product.md#error-texts), not
 * an empty table. An `error` that comes with rows is the service saying its last
 * refresh failed (that is for the health endpoint): the table shows with the
 * "datos guardados" badge instead of a technical message.
 */
export function standingsView(
  body: unknown,
  options: Omit<StandingsTableOptions, "rows">,
  now: Date,
): StandingsView {
  const data = readStandings(body);
  if (!data.rows || (data.rows.length === 0 && data.error)) return { kind: "error", message: data.error };
  const notices = freshnessMarkup({ kind: "service", freshness: data }, now);
  return { kind: "table", markup: html`${notices}${standingsTableMarkup({ ...options, rows: data.rows })}` };
}
