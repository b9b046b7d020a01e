import { Link } from "react-router";
import type { ActivityKind } from "../../horarios/paths.ts";
import { TODAY_FIRST } from "../../horarios/today-first.ts";
import { useWeekToday } from "../../horarios/use-week-today.ts";
import { type WeekDay, weekFrom } from "../../horarios/week.ts";
import { HORARIOS_COPY as COPY, DAY_NAMES } from "../../site-data/horarios.ts";

/** The wrapper's id: the prerendered page's script and the app read the day it carries. */
export const WEEK_ID = "horarios-semana";

interface WeekDaysProps {
  days: readonly WeekDay[];
  /** The kind the page shows, for the line of a day without classes. */
  kind?: ActivityKind;
}

/**
 * The days, today first, each with its classes. Prerendered Monday first, with the
 * script that reorders them for the visitor's day as the page is read
 * (`horarios/today-first.ts`); the app then draws the same order (`useWeekToday`).
 */
export function WeekDays({ days, kind }: WeekDaysProps) {
  const { today, prerendered } = useWeekToday(WEEK_ID);
  return (
    <div id={WEEK_ID} className="horarios-semana" data-hoy={today ?? undefined}>
      <div className="horarios-semana__dias" data-dias="">
        {weekFrom(days, today).map((day) => (
          <DaySection key={day.weekday} day={day} isToday={day.weekday === today} kind={kind} />
        ))}
      </div>
      {/* Kept as the app hydrates the built page (so hydration finds it); a week the app draws needs none. */}
      {prerendered && (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script, allowed by its hash
        <script dangerouslySetInnerHTML={{ __html: TODAY_FIRST }} />
      )}
    </div>
  );
}

function DaySection({ day, isToday, kind }: { day: WeekDay; isToday: boolean; kind?: ActivityKind }) {
  const name = DAY_NAMES[day.weekday];
  const headingId = `dia-${day.weekday}`;
  return (
    <section
      className="horarios-dia"
      data-dia={day.weekday}
      aria-labelledby={headingId}
      aria-current={isToday ? "date" : undefined}
    >
      <h2 id={headingId} className="horarios-dia__nombre">
        {name}{" "}
        <span className="horarios-dia__hoy" data-marca-hoy="" hidden={!isToday}>
          {COPY.today}
        </span>
      </h2>
      {day.classes.length === 0 ? (
        <p className="horarios-dia__vacio">{COPY.none[kind ?? "all"]}</p>
      ) : (
        <table className="horarios-tabla">
          <caption className="visually-hidden">{COPY.classesOf(name)}</caption>
          <thead>
            <tr>
              <th scope="col">{COPY.time}</th>
              <th scope="col">{COPY.activity}</th>
              <th scope="col">{COPY.group}</th>
            </tr>
          </thead>
          <tbody>
            {day.classes.map((item) => (
              <tr key={`${item.path}-${item.group}-${item.hours}-${item.note ?? ""}`}>
                <td className="horarios-tabla__hora">{item.hours}</td>
                <th scope="row">
                  <Link to={item.path}>{item.activity}</Link>
                </th>
                <td>
                  {item.group}
                  {item.note && <span className="horarios-tabla__nota">{item.note}</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
