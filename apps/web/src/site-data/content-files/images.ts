/**
 * A news photo as the editor writes it (`imagen: /images/noticias/foto.jpg`) turned into
 * what the page draws: the photo's AVIF and WebP files at several widths, made by the
 * image pipeline from `apps/web/images-src/noticias/foto.jpg` (scripts/images/), or a
 * drawing already in `public/` (`/images/sports/colonia.svg`) with its size.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { ImageAsset } from "../types.ts";
import { ContentProblem, quote } from "./problem.ts";

/** The image pipeline's plan of each photo of images-src/, by its path there (`noticias/foto.jpg`). */
export type PhotoPlans = ReadonlyMap<string, ImageAsset>;

/** What a drawing's `<svg>` says of its size: width and height, or its viewBox. */
function svgSize(svg: string): { width: number; height: number } | undefined {
  const tag = /<svg\b[^>]*>/.exec(svg)?.[0] ?? "";
  const width = Number(/\swidth="([\d.]+)"/.exec(tag)?.[1]);
  const height = Number(/\sheight="([\d.]+)"/.exec(tag)?.[1]);
  if (width > 0 && height > 0) return { width, height };
  const box = /\sviewBox="[\d.-]+[\s,]+[\d.-]+[\s,]+([\d.]+)[\s,]+([\d.]+)"/.exec(tag);
  return box ? { width: Number(box[1]), height: Number(box[2]) } : undefined;
}

/**
 * The image at `path`, or `undefined` when there is none: a photo of images-src/ (by
 * the pipeline's plan) or a drawing of public/.
 */
export function resolveImage(path: string, photos: PhotoPlans, publicDir: string): ImageAsset | undefined {
  const relative = path.replace(/^\/images\//, "");
  const photo = photos.get(relative);
  if (photo) return photo;
  if (!path.endsWith(".svg")) return undefined;
  const file = join(publicDir, path);
  if (!existsSync(file)) return undefined;
  const size = svgSize(readFileSync(file, "utf8"));
  return size ? { src: path, ...size } : undefined;
}

/** What a reader needs to find a file's photos. */
export interface PhotoSources {
  photos: PhotoPlans;
  /** `apps/web/public`, where drawings are. */
  publicDir: string;
}

/**
 * The photo at `path` as a page draws it, or the file's one line when it is not there:
 * `"fotos[1].imagen" no se encuentra (dice "…"): subí la foto desde el editor, a
 * apps/web/images-src/<folder>/`, `field` being where the file names it and `folder`
 * where the editor uploads that collection's photos.
 */
export function photoAt(
  path: string,
  { file, field, folder }: { file: string; field: string; folder: string },
  sources: PhotoSources,
): ImageAsset {
  const asset = resolveImage(path, sources.photos, sources.publicDir);
  if (asset) return asset;
  throw new ContentProblem(
    file,
    `"${field}" no se encuentra (dice ${quote(path)}): subí la foto desde el editor, a apps/web/images-src/${folder}/`,
  );
}
