import { useId } from "react";
import {
  LEAGUE_TABLE_COPY as COPY,
  STANDINGS_COLUMNS,
  STANDINGS_LAYOUTS,
  type StandingsColumn,
} from "../content/league-table.ts";
import { type HighlightRule, isOurTeam } from "../league/highlight.ts";
import { type DisplayRow, toDisplayRow } from "../league/payload.ts";
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

const C = STANDINGS_COLUMNS;

/**
 * A league table: Pos, Equipo, PJ, PG, PP, Pts and, per variant, PF/PC or SF/SC.
 * Our club's rows are bold, marked at the edge and read as "(nuestro club)". On a
 * narrow screen the table scrolls inside its own box, which takes keyboard focus.
 * Its styles, standings-table.css, are imported by the code that loads it with the
 * page, so they are there before the table arrives with its data.
 */
export function StandingsTable({ caption, rows, variant }: StandingsTableProps) {
  const captionId = useId();
  const layout: (typeof STANDINGS_LAYOUTS)[StandingsVariant] = STANDINGS_LAYOUTS[variant];
  const score = "score" in layout ? layout.score : undefined;
  const numbers: ReadonlyArray<readonly [StandingsColumn, NumberField]> = [
    [C.played, "jugados"],
    [C.won, "ganados"],
    [C.lost, "perdidos"],
    [C.points, "puntos"],
    ...(score
      ? ([
          [score[0], "favor"],
          [score[1], "contra"],
        ] as const)
      : []),
  ];
  const show = (n: number) => (layout.dashForZero && n === 0 ? "-" : n);
  const display = rows.map(toDisplayRow);

  return (
    <>
      <ScrollRegion className="standings" labelledBy={captionId}>
        <table>
          <caption id={captionId}>{caption}</caption>
          <thead>
            <tr>
              {[C.position, C.team, ...numbers.map(([column]) => column)].map((column) => (
                <th key={column.short} scope="col">
                  {column.short === column.long ? (
                    column.short
                  ) : (
                    <abbr title={column.long}>{column.short}</abbr>
                  )}
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
                  {numbers.map(([column, field]) => (
                    <td key={column.short}>{show(row[field])}</td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollRegion>
      <p className="standings__legend">
        {numbers.map(([column]) => `${column.short}: ${column.long.toLowerCase()}`).join(" · ")}
      </p>
    </>
  );
}
