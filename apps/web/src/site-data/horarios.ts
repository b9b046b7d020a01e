/**
 * The interface words of `/horarios`, the club's week. Its description and the line
 * under its title are the club's (`content/horarios.yml`): the page reads them in its
 * loader (`virtual:contenido/pagina/horarios`).
 */
import type { Weekday } from "./content-files/weekdays.ts";

export const HORARIOS_TITLE = "Horarios";

/** Each day's name, Monday first, as a heading and a filter. */
export const DAY_NAMES: Record<Weekday, string> = {
  1: "Lunes",
  2: "Martes",
  3: "Miércoles",
  4: "Jueves",
  5: "Viernes",
  6: "Sábado",
  7: "Domingo",
};

export const HORARIOS_COPY = {
  filters: "Filtrar horarios",
  kindLabel: "Mostrar",
  allKinds: "Todo",
  kinds: { deportes: "Deportes", actividades: "Actividades" },
  dayLabel: "Día",
  allDays: "Toda la semana",
  today: "Hoy",
  time: "Horario",
  activity: "Actividad",
  group: "Grupo",
  classesOf: (day: string) => `Clases del ${day.toLowerCase()}`,
  none: {
    all: "No hay clases publicadas este día.",
    deportes: "No hay deportes este día.",
    actividades: "No hay actividades este día.",
  },
  missing: "¿No encontrás una actividad? Las que todavía no publicaron su horario están en",
  missingLink: "Valores y Días",
  calendarTitle: "Llevalo a tu calendario",
  calendarLead:
    "Cada actividad con sus clases de la semana en un archivo para tu calendario (el del teléfono, Google o Outlook): se repiten todas las semanas.",
  calendarContext: "clases semanales para tu calendario",
};

/** The page's title in the browser's tab: "Horarios de deportes del martes". */
export function horariosTitle(kind: string | undefined, day: string | undefined): string {
  return [HORARIOS_TITLE, kind && `de ${kind.toLowerCase()}`, day && `del ${day.toLowerCase()}`]
    .filter(Boolean)
    .join(" ");
}
