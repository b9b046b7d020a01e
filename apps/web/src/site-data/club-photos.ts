/**
 * The club's own photos (published on its current site), each with its Spanish text
 * alternative: the one place a photo gets its `alt`, so every page and card that shows
 * it says the same. The files come from `images-src/` through the image step. One
 * export per photo, so a page's code holds only the photos it shows.
 */
import { clubBasquetEquipoMidland, clubSedeFachada, clubVoleyEquipo } from "./generated/photos.ts";
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

export const voleyEquipoPhoto = /* @__PURE__ */ withAlt(
  clubVoleyEquipo,
  "Las jugadoras de vóley festejan abrazadas junto a la red en el gimnasio del club, con la bandera 1926 detrás",
);

export const sedeFachadaPhoto = /* @__PURE__ */ withAlt(
  clubSedeFachada,
  "La fachada blanca de la sede del club sobre la calle, con el escudo arriba de la puerta",
);
