import { DRAFT_LABEL } from "./draft.ts";
/** The home page's "latest news" section: its heading; the items are the newest of `content/noticias/`. */
export const NEWS_SECTION = {
  title: "Últimas novedades",
  /** How many of the newest items the home page shows (`virtual:contenido/portada`). */
  count: 3,
  readMore: "Leer más",
  /** Read after "Leer más" by screen readers only, before the news title. */
  readMoreContext: "sobre",
  /** When the club has published no news yet, with a link to its Instagram. */
  none: "Todavía no publicamos novedades en el sitio.",
  noneLink: "Mirá lo último del club en Instagram",
  /** On an unpublished item, seen only on the dev server. */
  draft: DRAFT_LABEL,
};
