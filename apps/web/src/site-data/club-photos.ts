/**
 * The club's own photos (published on its current site), each with its Spanish text
 * alternative: the one place a photo gets its `alt`, so every page and card that shows
 * it says the same. The files come from `images-src/` through the image step. One
 * export per photo, so a page's code holds only the photos it shows.
 */
import {
  clubBasquetEquipoMidland,
  clubBasquetPartido,
  clubGimnasiaRitmicaGrupo,
  clubJudoProfesores,
  clubNatacionGrupo,
  clubSedeFachada,
  clubVoleyEquipo,
} from "./generated/photos.ts";
import type { ImageAsset, SingleImage } from "./types.ts";

/**
 * A photo with its text alternative. Marked pure: a page whose code does not show a
 * photo (it gets it as data from its loader) carries none of the photos' data.
 */
function withAlt(photo: ImageAsset, alt: string): SingleImage {
  return { ...photo, alt };
}

export const basquetEquipoPhoto = /* @__PURE__ */ withAlt(
  clubBasquetEquipoMidland,
  "El plantel de básquet y su cuerpo técnico posan en la cancha del club después del partido con Midland, con la bandera 1926-2026 y la hinchada detrás",
);

export const basquetPartidoPhoto = /* @__PURE__ */ withAlt(
  clubBasquetPartido,
  "Un jugador de CASA, de negro y amarillo, sube a la bandeja ante un defensor de blanco en un partido de local",
);

export const voleyEquipoPhoto = /* @__PURE__ */ withAlt(
  clubVoleyEquipo,
  "Las jugadoras de vóley festejan abrazadas junto a la red en el gimnasio del club, con la bandera 1926 detrás",
);

export const judoProfesoresPhoto = /* @__PURE__ */ withAlt(
  clubJudoProfesores,
  "Dos profesores de judo, con judogi blanco y cinturón negro, frente a la bandera de Judo CASA de Padua",
);

export const gimnasiaGrupoPhoto = /* @__PURE__ */ withAlt(
  clubGimnasiaRitmicaGrupo,
  "El grupo de gimnasia rítmica sentado sobre el tapiz del gimnasio, con dos tortas de cumpleaños adelante",
);

export const natacionGrupoPhoto = /* @__PURE__ */ withAlt(
  clubNatacionGrupo,
  "Nadadores y su profesor, con remeras del club, junto a la pileta cubierta",
);

export const sedeFachadaPhoto = /* @__PURE__ */ withAlt(
  clubSedeFachada,
  "La fachada blanca de la sede del club sobre la calle, con el escudo arriba de la puerta",
);
