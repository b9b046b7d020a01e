/**
 * The hero carousel's own words (docs/product.md#home-page): its slides (title, text,
 * photo) are the club's, in `content/portada.yml` (`virtual:contenido/pagina/inicio/partes`).
 */

/** Every slide's button: the club's Instagram (CLUB.social.instagram). An interface word. */
export const HERO_INSTAGRAM = "Seguinos en Instagram";
