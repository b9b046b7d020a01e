/**
 * An activity's card among the main sports of Deportes y actividades
 * (`deporte_principal` in `actividades/<id>.md`), read with the activity
 * (read-activities.ts); read-deportes.ts puts the cards in order.
 */
import type { Static } from "typebox";
import type { SingleImage } from "../types.ts";
import { type PhotoSources, photoAt } from "./images.ts";
import type { DEPORTE_PRINCIPAL } from "./schemas-deportes.ts";

/** An activity's card among the main sports, as its file says it. */
export interface MainSport {
  order: number;
  title: string;
  description: string;
  image: SingleImage;
  /** List the activity's submenu under the card's text. */
  branches: boolean;
}

/** `deporte_principal` of the activity file `file`, its photo found (or the file's one line). */
export function readMainSport(
  card: NonNullable<Static<typeof DEPORTE_PRINCIPAL>>,
  options: PhotoSources & { file: string },
): MainSport {
  const photo = photoAt(
    card.imagen,
    { file: options.file, field: "deporte_principal.imagen", folder: "actividades" },
    options,
  );
  return {
    order: card.orden,
    title: card.titulo.trim(),
    description: card.descripcion.trim(),
    image: { ...photo, alt: card.texto_alternativo.trim() },
    branches: card.disciplinas === true,
  };
}
