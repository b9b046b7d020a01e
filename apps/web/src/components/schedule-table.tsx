import type { ScheduleRow } from "../site-data/types.ts";
import "./schedule-table.css";

interface ScheduleTableProps {
  caption: string;
  rows: readonly ScheduleRow[];
}

/** A timetable: who, which days, what time. Real table markup so it reads well aloud. */
export function ScheduleTable({ caption, rows }: ScheduleTableProps) {
  const hasNotes = rows.some((row) => row.note);
  return (
    <div className="schedule-table">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Grupo</th>
            <th scope="col">Días</th>
            <th scope="col">Horario</th>
            {hasNotes && <th scope="col">Detalle</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.group}-${row.days}-${row.hours}`}>
              <th scope="row">{row.group}</th>
              <td>{row.days}</td>
              <td>{row.hours}</td>
              {hasNotes && <td>{row.note ?? ""}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
