import { useId, useState } from "react";
import {
  LEAGUE_TABLE_COPY as COPY,
  STANDINGS_COLUMNS,
  STANDINGS_LAYOUTS,
  type StandingsColumn,
  type StandingsLayout,
  VOLLEY_SCORE_COLUMNS,
} from "../content/league-table.ts";
import { type HighlightRule, isOurTeam } from "../league/highlight.ts";
import { type DisplayRow, toDisplayRow } from "../league/payload.ts";
import { scoreKind } from "../league/score-kind.ts";
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

const C = STANDINGS_COLUMNS;

/**
 * A league table: Pos, Equipo, PJ, PG, PP, Pts and, on volleyball, the score pair:
 * sets (SF/SC) or points (PF/PC), whichever the numbers are (`scoreKind`), with a
 * legend that says the same. On a phone the score pair waits behind "Ver todas las
 * columnas", so the table fits a 360 px screen without sideways scrolling (the full
 * table then scrolls inside its own box, which takes keyboard focus). Our club's rows
 * are bold, marked at the edge and read as "(nuestro club)". Its styles,
 * standings-table.css, come with the page, so they are there before the table
 * arrives with its data.
 */
export function StandingsTable({ caption, rows, variant }: StandingsTableProps) {
  const captionId = useId();
  const tableId = useId();
  const [allColumns, setAllColumns] = useState(false);
  const layout: StandingsLayout = STANDINGS_LAYOUTS[variant];
  const display = rows.map(toDisplayRow);
  const score = layout.score && VOLLEY_SCORE_COLUMNS[scoreKind(display, layout.score)];
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
  const hasExtra = numbers.some((n) => n.extra);
  const extraClass = (extra: boolean) => (extra ? "standings__extra" : undefined);
  const show = (n: number) => (layout.dashForZero && n === 0 ? "-" : n);

  return (
    <>
      <ScrollRegion
        className={`standings${allColumns ? " standings--all" : ""}`}
        labelledBy={captionId}
        id={tableId}
      >
        <table>
          <caption id={captionId}>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">
                <abbr title={C.position.long}>{C.position.short}</abbr>
              </th>
              <th scope="col">{C.team.short}</th>
              {numbers.map(({ column, extra }) => (
                <th key={column.short} scope="col" className={extraClass(extra)}>
                  <abbr title={column.long}>{column.short}</abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {display.length === 0 && (
              <tr>
                <td colSpan={numbers.length + 2}>{COPY.noRows}</td>
              </tr>
            )}
            {display.map((row, index) => {
              const ours = isOurTeam(row.equipo, variant);
              return (
                <tr
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id, and a table never reorders in place.
                  key={`${row.posicion}-${row.equipo}-${index}`}
                  className={ours ? "standings__ours" : undefined}
                >
                  <td>{row.posicion}</td>
                  <th scope="row">
                    {row.equipo}
                    {ours && <span className="visually-hidden"> {COPY.ourTeam}</span>}
                  </th>
                  {numbers.map(({ column, field, extra }) => (
                    <td key={column.short} className={extraClass(extra)}>
                      {show(row[field])}
                    </td>
                  ))}
                </tr>
              );
            })}
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
        {hasExtra && (
          <button
            type="button"
            className="button button--ghost button--small standings__toggle"
            aria-controls={tableId}
            aria-expanded={allColumns}
            onClick={() => setAllColumns((all) => !all)}
          >
            {allColumns ? COPY.showFewerColumns : COPY.showAllColumns}
          </button>
        )}
      </div>
    </>
  );
}
