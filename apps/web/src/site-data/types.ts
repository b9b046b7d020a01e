/** Shapes shared by several content modules. */

/** One line of a training or class timetable. */
export interface ScheduleRow {
  /** Who it is for: a category, a level, an age group ("Mayor", "Niños", "Principiantes"). */
  group: string;
  /** The days, as the club writes them ("Lunes, miércoles y viernes"). */
  days: string;
  /** The time range ("21:00 a 23:00") or a single time ("20:00"). */
  hours: string;
  /** Anything else worth saying on that line ("Todos los niveles"). */
  note?: string;
}

/** A row of a timetable the club publishes in its content files: its days counted too (1 = Monday). */
export interface ClassRow extends ScheduleRow {
  weekdays: readonly import("./content-files/weekdays.ts").Weekday[];
}

/** A third-party embed (map, presentation, video) that loads only when the visitor asks. */
export interface EmbedSource {
  /** What it is, for the iframe title and the button ("Mapa de la sede"). */
  title: string;
  /** The iframe address. */
  src: string;
  /** Where the original opens in a new tab, for whoever prefers it or has no iframe. */
  href: string;
  /** Width / height of the frame, to reserve its space and avoid layout shift. */
  aspectRatio: string;
}

// The images content names; components/responsive-image.tsx draws them. They live here,
// not beside the component, so content never imports a component (docs/architecture.md).

/** One image file and its intrinsic size (what reserves its space before it loads). */
export interface ImageAsset {
  src: string;
  width: number;
  height: number;
  /**
   * The same image at other widths (`/a-800.webp 800w, /a-1600.webp 1600w`): the club's
   * photos get them from the image step (`src/site-data/generated/photos.ts`). Artwork
   * (SVG) needs none.
   */
  srcSet?: string;
  /** The same widths in AVIF (`/a-800.avif 800w, …`), offered first to browsers that take it. */
  avifSrcSet?: string;
}

/**
 * One picture in three crops (art direction): wide for desktops, medium for tablets,
 * tall for phones. `mobile` is also the fallback `<img>`.
 */
export interface ArtDirectedImage {
  alt: string;
  desktop: ImageAsset;
  tablet: ImageAsset;
  mobile: ImageAsset;
}

/** A single image with its text alternative. */
export interface SingleImage extends ImageAsset {
  alt: string;
}
