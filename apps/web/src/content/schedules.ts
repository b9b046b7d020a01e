import type { ScheduleRow } from "./types.ts";

/**
 * Training and class timetables of the spec (section 9), written the way the club
 * writes them. The one source for the activity pages and for Valores y Días.
 */
export const SCHEDULES = {
  basquetMayor: [
    { group: "Primera (categoría Mayor)", days: "Lunes, miércoles y viernes", hours: "21:00 a 23:00" },
  ],
  voleyPrimera: [
    { group: "Primera (categoría Mayor)", days: "Lunes, miércoles y viernes", hours: "20:30 a 22:30" },
  ],
  voleyEscuela: [
    { group: "Escuela de vóley (8 a 12 años)", days: "Martes y jueves", hours: "17:30 a 19:00" },
  ],
  judo: [
    { group: "Niños", days: "Lunes, miércoles y viernes", hours: "18:00 a 19:00" },
    { group: "Adultos", days: "Lunes, miércoles y viernes", hours: "19:00 a 20:30" },
  ],
  aikido: [
    {
      group: "Adultos desde 16 años",
      days: "Martes y jueves",
      hours: "19:00 a 21:00",
      note: "Todos los niveles",
    },
    { group: "Adultos desde 16 años", days: "Sábados", hours: "10:00 a 12:00", note: "Todos los niveles" },
  ],
  tenisMesaClases: [
    { group: "Todos los niveles", days: "Lunes y miércoles", hours: "14:00 a 15:30" },
    { group: "Principiantes", days: "Martes y jueves", hours: "20:00 a 21:30" },
    { group: "Jugadores federados", days: "Martes y jueves", hours: "21:30 a 22:45" },
  ],
  tenisMesaLibre: [
    { group: "Juego libre", days: "Lunes, miércoles y viernes", hours: "20:00 a 22:30" },
    { group: "Juego libre", days: "Sábados", hours: "14:00 a 18:00" },
  ],
  zumba: [{ group: "Todos los niveles", days: "Lunes, miércoles y viernes", hours: "20:00" }],
} as const satisfies Record<string, readonly ScheduleRow[]>;
