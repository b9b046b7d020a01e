/** The events collection: `eventos/<id>.yml`. */
import { join } from "node:path";
import { checkAgainst } from "./check.ts";
import { checkDay, minutesOf } from "./dates.ts";
import { collectionFiles, displayPath } from "./paths.ts";
import { ContentProblem } from "./problem.ts";
import { yamlFile } from "./read-once.ts";
import { EVENTO } from "./schemas.ts";
import type { ClubEvent } from "./types.ts";

/**
 * The events of `today` (`2026-11-26`, Buenos Aires) and later, soonest first (drafts
 * only when asked). Past ones stay in their files and leave the site by themselves.
 */
export function readEvents(dir: string, { drafts, today }: { drafts: boolean; today: string }): ClubEvent[] {
  const events: ClubEvent[] = [];
  for (const { id, file } of collectionFiles(join(dir, "eventos"), ".yml")) {
    const name = displayPath(file);
    const event = checkAgainst(EVENTO, yamlFile(file), name);
    checkDay(event.fecha, "fecha", name);
    if (event.hora_fin && !event.hora_inicio) {
      throw new ContentProblem(
        name,
        '"hora_inicio" falta: un evento con hora de fin necesita su hora de inicio',
      );
    }
    if (event.hora_inicio && event.hora_fin && minutesOf(event.hora_fin) <= minutesOf(event.hora_inicio)) {
      throw new ContentProblem(
        name,
        `"hora_fin" debe ser después de "hora_inicio" (dice "${event.hora_fin}", empieza a las ${event.hora_inicio})`,
      );
    }
    if ((!event.publicado && !drafts) || event.fecha < today) continue;
    const time =
      event.hora_inicio && (event.hora_fin ? `${event.hora_inicio} a ${event.hora_fin}` : event.hora_inicio);
    events.push({
      id,
      date: event.fecha,
      title: event.titulo,
      ...(event.hora_inicio ? { start: event.hora_inicio } : {}),
      ...(event.hora_fin ? { end: event.hora_fin } : {}),
      ...(time ? { time } : {}),
      location: event.lugar,
      ...(event.descripcion?.trim() ? { description: event.descripcion.trim() } : {}),
      ...(event.publicado ? {} : { draft: true as const }),
    });
  }
  return events.sort(
    (a, b) => a.date.localeCompare(b.date) || minutesOf(a.start ?? "0:00") - minutesOf(b.start ?? "0:00"),
  );
}
