/** The copy of `/horarios`, the club's week. */
import type { Weekday } from "./content-files/weekdays.ts";
import type { PageCopy } from "./pages.ts";

export const HORARIOS_PAGE: PageCopy = {
  title: "Horarios",
  description:
    "Todas las clases de la semana en CASA de Padua, día por día: deportes y actividades con su horario y su grupo.",
};

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
  lead: "Qué hay hoy en el club y el resto de la semana: cada clase con su horario y su grupo. Tocá una actividad para ver su página.",
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
  return [HORARIOS_PAGE.title, kind && `de ${kind.toLowerCase()}`, day && `del ${day.toLowerCase()}`]
    .filter(Boolean)
    .join(" ");
}
