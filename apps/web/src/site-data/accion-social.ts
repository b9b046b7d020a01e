import SOCIAL_ACTION from "virtual:contenido/pagina/accion-social";
import { CLUB } from "./club.ts";

/**
 * Acción Social: its copy (description, initiatives with their figures, the ways to
 * help, the call to write) is `content/accion-social.yml`, which the club's staff edit;
 * only the page's title, and where the mail goes (`club.yml`), are here.
 */
export { SOCIAL_ACTION };

/** Mail to the social action area, with the file's subject filled in. */
export const collaborateMailto = (subject: string) =>
  `mailto:${CLUB.email.social}?subject=${encodeURIComponent(subject)}`;

export const ACCION_SOCIAL_TITLE = "Acción Social";
