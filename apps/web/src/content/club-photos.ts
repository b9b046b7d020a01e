/**
 * The club's own photos (published on its current site), each with its Spanish text
 * alternative: the one place a photo gets its `alt`, so every page and card that shows
 * it says the same. The files come from `images-src/` through the image step.
 */
import type { SingleImage } from "../components/responsive-image.tsx";
import {
  clubBasquetEquipoMidland,
  clubBasquetPartido,
  clubGimnasiaRitmicaGrupo,
  clubJudoProfesores,
  clubNatacionGrupo,
  clubSedeFachada,
  clubVoleyEquipo,
} from "./generated/photos.ts";

export const CLUB_PHOTOS = {
  basquetEquipo: {
    ...clubBasquetEquipoMidland,
    alt: "El plantel de básquet y su cuerpo técnico posan en la cancha del club después del partido con Midland, con la bandera 1926-2026 y la hinchada detrás",
  },
  basquetPartido: {
    ...clubBasquetPartido,
    alt: "Un jugador de CASA, de negro y amarillo, sube a la bandeja ante un defensor de blanco en un partido de local",
  },
  voleyEquipo: {
    ...clubVoleyEquipo,
    alt: "Las jugadoras de vóley festejan abrazadas junto a la red en el gimnasio del club, con la bandera 1926 detrás",
  },
  judoProfesores: {
    ...clubJudoProfesores,
    alt: "Dos profesores de judo, con judogi blanco y cinturón negro, frente a la bandera de Judo CASA de Padua",
  },
  gimnasiaGrupo: {
    ...clubGimnasiaRitmicaGrupo,
    alt: "El grupo de gimnasia rítmica sentado sobre el tapiz del gimnasio, con dos tortas de cumpleaños adelante",
  },
  natacionGrupo: {
    ...clubNatacionGrupo,
    alt: "Nadadores y su profesor, con remeras del club, junto a la pileta cubierta",
  },
  sedeFachada: {
    ...clubSedeFachada,
    alt: "La fachada blanca de la sede del club sobre la calle, con el escudo arriba de la puerta",
  },
} as const satisfies Record<string, SingleImage>;
