import { video } from "virtual:contenido/pagina/historia";
import { sedeFachadaPhoto } from "./club-photos.ts";
import type { EmbedSource } from "./types.ts";

/**
 * The Historia page's interface words. What the club says on it (lead, figures,
 * milestones, archive, video and reading sections, description) is
 * `content/historia.yml` (`virtual:contenido/pagina/historia`; its photos through the
 * page's loader, `virtual:contenido/pagina/historia/fotos`).
 */

/** The club's building, at the top of the page. */
export const HISTORIA_PHOTO = sedeFachadaPhoto;

export const HISTORIA_WORDS = {
  title: "Historia",
  /** The archive's name for screen readers. */
  archiveLabel: "Fotos del club",
  /** Instead of the video, while the club has not published it. */
  videoMissing: "El video de la historia todavía no está publicado en el sitio.",
  videoMissingLink: "Mirá los videos del club en YouTube",
} as const;

/**
 * The history video on YouTube, when `content/embebidos.yml` names it
 * (`historia.youtube`); until then the page links to the club's channel.
 */
export const HISTORIA_VIDEO: EmbedSource | undefined = video && {
  title: "Video de la historia del club",
  ...video,
  aspectRatio: "16 / 9",
};
