import { config } from "../config.ts";
import { eventCalendar } from "../lib/event-calendar.ts";
import { CLUB } from "../site-data/club.ts";
import { siteNow } from "../site-data/content-files/site-today.ts";
import { EVENTS } from "../site-data/home-events.ts";
import type { Route } from "./+types/event-calendar";

/**
 * `/eventos/<id>.ics`, one file per announced event, written at build time (a
 * prerendered resource route, react-router.config.ts): what "Agregar a mi calendario"
 * downloads.
 */
export function loader({ params }: Route.LoaderArgs) {
  const event = EVENTS.items.find((item) => `${item.id}.ics` === params.archivo);
  if (!event) throw new Response("Evento no encontrado", { status: 404 });
  const body = eventCalendar({
    event,
    where: `${CLUB.name}, ${CLUB.address}`,
    siteUrl: config.siteUrl,
    stamp: siteNow(),
  });
  return new Response(body, { headers: { "Content-Type": "text/calendar; charset=utf-8" } });
}
