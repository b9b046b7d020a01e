/**
 * Nuestras Instalaciones' title. Its introduction (also its description for search
 * results), places, texts and photos come from `content/instalaciones.yml`
 * (`virtual:contenido/pagina/instalaciones`), read in the page's loader, so the photos'
 * data is in its HTML rather than in its code.
 */
export const INSTALACIONES_TITLE = "Nuestras Instalaciones";

/** How wide a section's photo is drawn: beside its text on wide screens, the column's width on phones. */
export const FACILITY_PHOTO_SIZES = "(min-width: 48rem) 30rem, calc(100vw - 2rem)";
