import type { ImageAsset } from "../site-data/types.ts";

/**
 * What a page's link preview shows instead of the site's own (its picture, and that it
 * is an article): a route's loader returns it as `preview`, and the document (root.tsx)
 * writes it into the prerendered HTML.
 */
export interface PagePreview {
  /** A raster picture (WhatsApp, Facebook and X show no SVG); none: the site's preview image. */
  image?: ImageAsset;
  type?: "article";
}

/** The page's own preview, from the deepest route whose data has one. */
export function pagePreview(matches: ReadonlyArray<{ loaderData?: unknown }>): PagePreview | undefined {
  for (const match of [...matches].reverse()) {
    const preview = (match.loaderData as { preview?: PagePreview } | undefined)?.preview;
    if (preview) return preview;
  }
  return undefined;
}

/** Whether a picture can be a link preview's (a raster file, not an SVG drawing). */
export const isRaster = (src: string) => /\.(jpe?g|png|webp)$/i.test(src);
