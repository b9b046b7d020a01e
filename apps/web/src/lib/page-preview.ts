import type { ImageAsset } from "../components/responsive-image.tsx";

/**
 * What a page's link preview shows instead of the site's own (its picture, and that it
 * is an article): a route module exports it as `handle`, read by the document (root.tsx).
 */
export interface PagePreview {
  /** A raster picture (WhatsApp, Facebook and X show no SVG); none: the site's preview image. */
  image?: ImageAsset;
  type?: "article";
}

export interface PreviewHandle {
  preview: (pathname: string) => PagePreview | undefined;
}

/** The page's own preview, from the deepest route that has one. */
export function pagePreview(
  matches: ReadonlyArray<{ handle?: unknown; pathname: string }>,
): PagePreview | undefined {
  for (const match of [...matches].reverse()) {
    const handle = match.handle as Partial<PreviewHandle> | undefined;
    const preview = handle?.preview?.(match.pathname);
    if (preview) return preview;
  }
  return undefined;
}

/** Whether a picture can be a link preview's (a raster file, not an SVG drawing). */
export const isRaster = (src: string) => /\.(jpe?g|png|webp)$/i.test(src);
