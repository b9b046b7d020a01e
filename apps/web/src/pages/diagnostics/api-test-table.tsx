import { ScrollRegion } from "../../league/components/standings-table-scroll.tsx";
import { toDisplayRow } from "../../league/display-row.ts";
import { isOurTeam } from "../../league/highlight.ts";
import { API_TEST_COPY as COPY } from "../../site-data/league-diagnostics.ts";
import { LEAGUE_TABLE_COPY } from "../../site-data/league-table.ts";

/** The diagnostics table: Pos, Equipo, Puntos, PJ, PG, PP, with names containing PADUA highlighted. */
export function ApiTestTable({ rows }: { rows: readonly unknown[] }) {
  return (
    <ScrollRegion className="diagnostics__scroll" label={COPY.tableCaption}>
      <table className="diagnostics__table diagnostics__table--numbers">
        <caption>{COPY.tableCaption}</caption>
        <thead>
          <tr>
            {COPY.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(toDisplayRow).map((row, index) => {
            const ours = isOurTeam(row.equipo, "basquet");
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id, and a table never reorders in place.
              <tr key={`${row.equipo}-${index}`} className={ours ? "diagnostics__ours" : undefined}>
                <td>{row.posicion}</td>
                <th scope="row">
                  {row.equipo}
                  {ours && <span className="visually-hidden"> {LEAGUE_TABLE_COPY.ourTeam}</span>}
                </th>
                <td>{row.puntos}</td>
                <td>{row.jugados}</td>
                <td>{row.ganados}</td>
                <td>{row.perdidos}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
