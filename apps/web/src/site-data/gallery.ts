/**
 * Pictures shown in a gallery grid and, full screen, in the lightbox (Historia's
 * archive, Judo, Tenis de mesa), and the words of the viewer itself.
 */

/** One picture of a gallery or archive. */
export interface GalleryImage {
  /** Address of the picture (an SVG or raster file under /images). */
  src: string;
  /** What the picture shows, for whoever cannot see it. Never empty. */
  alt: string;
  /** Intrinsic size, to reserve the space before it loads; 400 × 300 when left out. */
  width?: number;
  height?: number;
  /** The same photo at other widths, WebP and AVIF (the club's photos, from the image step). */
  srcSet?: string;
  avifSrcSet?: string;
  /** A short title under the picture (the archive photos have one). */
  caption?: string;
  /** A longer text shown with the picture in the lightbox. */
  description?: string;
}

/** The labels of the gallery thumbnails and of the full-screen viewer. */
export const GALLERY_COPY = {
  /** Read before each thumbnail's description: it says what pressing it does. */
  open: "Ver en pantalla completa:",
  close: "Cerrar",
  previous: "Foto anterior",
  next: "Foto siguiente",
  /** "3 de 16". */
  counter: (position: number, total: number) => `${position} de ${total}`,
} as const;
