/** Types of pipeline.mjs (the image step), for its tests. Its plans are src/site-data/content-files/photo-plan.ts's. */
import type { PhotoPlan } from "../../src/site-data/content-files/photo-plan.ts";

export function renderManifest(plans: PhotoPlan[]): string;
export function isUpToDate(sourceMtimeMs: number, outputMtimeMs: number | undefined): boolean;
export function buildImages(options: {
  sourceDir: string;
  publicDir: string;
  manifestFile: string;
  /** Photos of images-src/ the home hero shows (`club/foto.jpg`): their three crops are made too. */
  heroSources?: readonly string[];
}): Promise<{
  photos: number;
  made: number;
  upToDate: number;
  removed: number;
  manifestChanged: boolean;
}>;
