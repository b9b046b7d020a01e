/**
 * The home page's "Próximos eventos": the events of `apps/web/content/eventos/`, today's
 * and later at build time, soonest first. On the visitor's phone an event leaves the
 * list after its day even if the page was built earlier (`pages/home/events.tsx`).
 */
import EVENT_FILES from "virtual:contenido/eventos";

export type { ClubEvent } from "./content-files/types.ts";

export const EVENTS = {
  title: "Próximos eventos",
  items: EVENT_FILES,
  /** When no event is announced (or all have passed), with a link to the club's Instagram. */
  none: "Todavía no hay eventos anunciados.",
  noneLink: "Enterate de las próximas fechas en nuestro Instagram",
  /** Each event's calendar file (`/eventos/<id>.ics`). */
  addToCalendar: "Agregar a mi calendario",
  /** Read after it by screen readers only: which event. */
  addToCalendarContext: "el evento",
};
