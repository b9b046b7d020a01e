/** One image file and its intrinsic size (what reserves its space before it loads). */
export interface ImageAsset {
  src: string;
  width: number;
  height: number;
  /**
   * The same image at other widths (`/a-800.webp 800w, /a-1600.webp 1600w`), once the
   * image pipeline makes them from the club's photos. Artwork (SVG) needs none.
   */
  srcSet?: string;
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

interface ResponsiveImageProps {
  image: SingleImage | ArtDirectedImage;
  /** How wide the image is drawn, for the browser to pick from `srcSet` (`(min-width: 64em) 33vw, 100vw`). */
  sizes?: string;
  /**
   * The page's largest paint (the first hero slide): fetched first and never lazily.
   * Every other image waits until it is near the viewport.
   */
  priority?: boolean;
  className?: string;
}

/** Breakpoints of the crops; the same values as the CSS media queries of the pages using them. */
const DESKTOP = "(min-width: 64em)";
const TABLET = "(min-width: 40em)";

/**
 * An image with its size reserved (no layout shift), lazy unless it is the largest
 * paint, and ready for real photos: `srcSet` + `sizes` for several widths, `<picture>`
 * sources for crops per screen size.
 */
export function ResponsiveImage({ image, sizes, priority = false, className }: ResponsiveImageProps) {
  const crops = "mobile" in image ? image : undefined;
  const fallback = crops ? crops.mobile : (image as SingleImage);
  const img = (
    <img
      className={crops ? undefined : className}
      src={fallback.src}
      srcSet={fallback.srcSet}
      sizes={fallback.srcSet ? sizes : undefined}
      width={fallback.width}
      height={fallback.height}
      alt={image.alt}
      {...(priority
        ? { fetchPriority: "high" as const }
        : { loading: "lazy" as const, decoding: "async" as const })}
    />
  );
  if (!crops) return img;
  return (
    <picture className={className}>
      {[[DESKTOP, crops.desktop] as const, [TABLET, crops.tablet] as const].map(([media, asset]) => (
        <source
          key={media}
          media={media}
          srcSet={asset.srcSet ?? asset.src}
          sizes={asset.srcSet ? sizes : undefined}
          width={asset.width}
          height={asset.height}
        />
      ))}
      {img}
    </picture>
  );
}
