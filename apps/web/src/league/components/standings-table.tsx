import { useId } from "react";
import {
  STANDINGS_COLUMNS as C,
  LEAGUE_TABLE_COPY as COPY,
  STANDINGS_LAYOUTS,
  type StandingsColumn,
  VOLLEY_SCORE_COLUMNS,
} from "../../site-data/league-table.ts";
import { type DisplayRow, toDisplayRow } from "../display-row.ts";
import { type HighlightRule, isOurTeam } from "../highlight.ts";
import { scoreKind } from "../score-kind.ts";
import { ScrollRegion } from "./standings-table-scroll.tsx";

/** Which table it is: decides the score columns, the dashes and whose rows are ours. */
export type StandingsVariant = HighlightRule;

interface StandingsTableProps {
  caption: string;
  /** Rows as the service sent them: missing fields get the original site's defaults. */
  rows: readonly unknown[];
  variant: StandingsVariant;
}

type NumberField = Exclude<keyof DisplayRow, "posicion" | "equipo">;

/** A number column: its header, its field and whether a phone hides it until asked. */
interface NumberColumn {
  column: StandingsColumn;
  field: NumberField;
  extra: boolean;
}

const EXTRA = "standings__extra";
const extraClass = (extra: boolean) => (extra ? EXTRA : undefined);
const Abbr = ({ column }: { column: StandingsColumn }) => <abbr title={column.long}>{column.short}</abbr>;

/**
 * A league table, the one way the site draws one (docs/architecture.md#league-tables):
 * Pos, Equipo, PJ, PG, PP, Pts and, on volleyball, the score pair: sets (SF/SC) or
 * points (PF/PC), whichever the numbers are (`scoreKind`), with a legend that says the
 * same. On a phone the score pair waits behind the "Ver todas las columnas" checkbox, so
 * the table fits a 360 px screen without sideways scrolling; a native checkbox and CSS
 * (standings-table.css), so it works before the app is live. The box scrolls sideways
 * inside itself when the full table is wider than the screen, and takes keyboard focus
 * for that. Our club's rows are bold, marked at the edge and read as "(nuestro club)".
 */
export function StandingsTable({ caption, rows, variant }: StandingsTableProps) {
  const id = `tabla-${useId().replace(/[^\w-]/g, "")}`;
  const captionId = `${id}-titulo`;
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

  return (
    <div className="standings-block">
      <ScrollRegion id={id} className="standings" labelledBy={captionId}>
        <table>
          <caption id={captionId}>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">
                <Abbr column={C.position} />
              </th>
              <th scope="col">{C.team.short}</th>
              {numbers.map(({ column, extra }) => (
                <th key={column.short} scope="col" className={extraClass(extra)}>
                  <Abbr column={column} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {display.length === 0 ? (
              <tr>
                <td colSpan={numbers.length + 2}>{COPY.noRows}</td>
              </tr>
            ) : (
              display.map((row, index) => {
                const ours = isOurTeam(row.equipo, variant);
                return (
                  // Rows are positions in a list that is replaced whole: the index is their identity.
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above
                  <tr key={index} className={ours ? "standings__ours" : undefined}>
                    <td>{row.posicion}</td>
                    <th scope="row">
                      {row.equipo}
                      {ours && <span className="visually-hidden"> {COPY.ourTeam}</span>}
                    </th>
                    {numbers.map(({ field, extra }) => (
                      <td key={field} className={extraClass(extra)}>
                        {show(row[field])}
                      </td>
                    ))}
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </ScrollRegion>
      <div className="standings__foot">
        <p className="standings__legend">
          {numbers.map(({ column, extra }, index) => (
            <span key={column.short} className={extraClass(extra)}>
              {index > 0 && " · "}
              {column.short}: {column.long.toLowerCase()}
            </span>
          ))}
        </p>
        {score && (
          <label className="button button--ghost button--small standings__toggle">
            <input type="checkbox" className="standings__all" aria-controls={id} /> {COPY.showAllColumns}
          </label>
        )}
      </div>
    </div>
  );
}
