import { preload } from "react-dom";
import type { ArtDirectedImage, ImageAsset, SingleImage } from "../site-data/types.ts";

interface ResponsiveImageProps {
  image: SingleImage | ArtDirectedImage;
  /** How wide the image is drawn, for the browser to pick from `srcSet` (`(min-width: 64em) 33vw, 100vw`). */
  sizes?: string;
  /**
   * The page's largest paint (the first hero slide): fetched first and never lazily,
   * and preloaded from the page's `<head>` (per crop, for its screens only). Every
   * other image waits until it is near the viewport.
   */
  priority?: boolean;
  className?: string;
}

/** Breakpoints of the crops; the same values as the CSS media queries of the pages using them. */
const DESKTOP = "(min-width: 64em)";
const TABLET = "(min-width: 40em)";
/** The same screens without overlap, for preloads (each screen fetches only its crop). */
const PRELOAD_MEDIA = [DESKTOP, "(min-width: 40em) and (max-width: 63.99em)", "(max-width: 39.99em)"];

/**
 * An image with its size reserved (no layout shift), lazy unless it is the largest
 * paint, and ready for real photos: `srcSet` + `sizes` for several widths, AVIF then
 * WebP `<source>`s for photos, and a source per crop and screen size.
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
  if (!crops && !fallback.avifSrcSet) return img;
  // Per crop (the <img> is the phone's): its AVIF, then its other format; first match wins.
  const pairs: Array<[string, ImageAsset]> = crops
    ? [
        [DESKTOP, crops.desktop],
        [TABLET, crops.tablet],
        ["", crops.mobile],
      ]
    : [["", fallback]];
  const sources = pairs.flatMap(([media, asset], i) => {
    // The browser only finds a <picture>'s image while parsing the body; tell it in the head.
    if (priority) {
      preload(asset.src, {
        as: "image",
        fetchPriority: "high",
        imageSrcSet: asset.avifSrcSet ?? asset.srcSet,
        imageSizes: asset.srcSet && sizes,
        type: asset.avifSrcSet && "image/avif",
        media: crops && PRELOAD_MEDIA[i],
      });
    }
    const size = { media: media || undefined, sizes, width: asset.width, height: asset.height };
    return [
      asset.avifSrcSet && (
        <source key={`${media}avif`} type="image/avif" srcSet={asset.avifSrcSet} {...size} />
      ),
      media && (
        <source
          key={media}
          type={asset.avifSrcSet && "image/webp"}
          srcSet={asset.srcSet ?? asset.src}
          {...size}
          sizes={asset.srcSet && sizes}
        />
      ),
    ];
  });
  return (
    // A lone photo's <picture> stays out of the layout: the page styles the <img>.
    <picture className={crops && className} style={crops ? undefined : { display: "contents" }}>
      {sources}
      {img}
    </picture>
  );
}
