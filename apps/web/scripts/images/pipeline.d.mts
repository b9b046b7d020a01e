/** Types of pipeline.mjs (the image step), for its tests and the content reader (src/content/files/). */
export const WIDTHS: readonly number[];

export interface Size {
  width: number;
  height: number;
}

export interface Output {
  width: number;
  format: "avif" | "webp";
  /** Relative to public/ (`images/home/hero-480.avif`). */
  path: string;
}

export interface PhotoPlan {
  source: string;
  name: string;
  original: Size;
  outputs: Output[];
  asset: { src: string; width: number; height: number; srcSet: string; avifSrcSet: string };
}

export function slugify(segment: string): string;
export function targetWidths(width: number): number[];
export function exportName(relPath: string): string;
export function planPhoto(relPath: string, size: Size): PhotoPlan;
export function renderManifest(plans: PhotoPlan[]): string;
export function manifestOutputs(manifest: string): Set<string>;
export function listSources(dir: string): string[];
export function isUpToDate(sourceMtimeMs: number, outputMtimeMs: number | undefined): boolean;
export function buildImages(options: {
  sourceDir: string;
  publicDir: string;
  manifestFile: string;
}): Promise<{
  photos: number;
  made: number;
  upToDate: number;
  removed: number;
  manifestChanged: boolean;
}>;
/** The plan of every photo under `sourceDir`, sorted by path (reads each one's size). */
export function planSources(sourceDir: string): Promise<PhotoPlan[]>;
