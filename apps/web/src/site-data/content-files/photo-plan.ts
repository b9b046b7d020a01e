/**
 * What the image step makes of each photo of images-src/: its files at several widths
 * and the asset a page draws. Read here by the content reader (`load.ts`: a news or page
 * photo's size and `srcset`) and by the image step itself (scripts/images/pipeline.mjs,
 * which encodes the files and writes src/site-data/generated/photos.ts): the step imports
 * this module, never the other way round. Node only (it reads files, with sharp).
 */
import { existsSync, readdirSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import type { Sharp, SharpOptions } from "sharp";

/** The widths made of each photo (never wider than the original). */
const WIDTHS: readonly number[] = [480, 800, 1200, 1600];

const SOURCE = /\.(jpe?g|png|webp)$/i;
/** Files that may sit in images-src/ without being photos. */
const IGNORED = /(^\.|\.md$)/i;

export interface Size {
  width: number;
  height: number;
}

/** A part of the original, in its upright pixels. */
interface Region {
  left: number;
  top: number;
  width: number;
  height: number;
}

interface Output {
  width: number;
  format: "avif" | "webp";
  /** Relative to public/ (`images/home/hero-480.avif`). */
  path: string;
  /** The part of the original the file shows (a hero crop); none: the whole photo. */
  crop?: Region;
}

export interface PhotoPlan {
  source: string;
  name: string;
  original: Size;
  outputs: Output[];
  asset: { src: string; width: number; height: number; srcSet: string; avifSrcSet: string };
  /** One of the home hero's crops of the photo (not listed in generated/photos.ts); none: the photo itself. */
  hero?: HeroCrop;
}

/**
 * The home hero's three crops of a slide's photo (`content/portada.yml`), cut from its
 * centre: wide for desktops, medium for tablets, tall for phones, each at most `widest`
 * px wide. The phone crop stops at 540 px: the first slide's is the home page's largest
 * paint, and at 540 px its AVIF stays about 32 KB (docs/quality.md#web-budgets).
 */
const HERO_CROPS = {
  desktop: { ratio: 5 / 2, widest: 1600 },
  tablet: { ratio: 8 / 5, widest: 1600 },
  mobile: { ratio: 3 / 4, widest: 540 },
} as const;
export type HeroCrop = keyof typeof HERO_CROPS;

/** The key of a hero crop in the content reader's map of photos (`club/foto.jpg#mobile`). */
export const heroCropKey = (source: string, crop: HeroCrop) => `${source}#${crop}`;

/** A path segment as it may appear in a URL and a srcset: lowercase ASCII, digits, dashes. */
export function slugify(segment: string): string {
  return segment
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** The widths to make of an original `width` px wide: the standard ones below it, then its own (at most the largest). */
export function targetWidths(width: number): number[] {
  const top = Math.min(width, WIDTHS[WIDTHS.length - 1] as number);
  return [...WIDTHS.filter((w) => w < top), top];
}

const stem = (relPath: string) => relPath.slice(0, -extname(relPath).length);

/** The name a photo is exported under: `home/hero-basquet.jpg` → `homeHeroBasquet`. */
export function exportName(relPath: string): string {
  const segments = stem(relPath).split("/").map(slugify);
  const words = segments.join("-").split("-").filter(Boolean);
  const name = words
    .map((word, i) => (i === 0 ? word : (word[0] as string).toUpperCase() + word.slice(1)))
    .join("");
  // A photo outside a section folder could be named like a keyword (`new.jpg`), and a
  // name may start with a digit: both get a prefix.
  return segments.length > 1 && /^[a-z]/.test(name)
    ? name
    : `photo${name[0]?.toUpperCase() ?? ""}${name.slice(1)}`;
}

/**
 * The files of one photo at `widths` (`images/<file>-<width>.avif|webp`, cut to `crop`
 * first when given) and the asset the site shows: what the two plans below share.
 */
function outputsOf(file: string, widths: readonly number[], region: Size, crop?: Region) {
  const outputs = widths.flatMap((width) =>
    (["avif", "webp"] as const).map((format) => ({
      width,
      format,
      path: `images/${file}-${width}.${format}`,
      ...(crop && { crop }),
    })),
  );
  const srcSet = (format: Output["format"]) =>
    outputs
      .filter((output) => output.format === format)
      .map((output) => `/${output.path} ${output.width}w`)
      .join(", ");
  const width = widths[widths.length - 1] as number;
  const asset = {
    src: `/images/${file}-${width}.webp`,
    width,
    height: Math.round((region.height * width) / region.width),
    srcSet: srcSet("webp"),
    avifSrcSet: srcSet("avif"),
  };
  return { outputs, asset };
}

/**
 * What the step makes of one photo (`relPath` inside images-src/, with `/`), given the
 * original's size once turned upright: its files and its entry in the manifest.
 */
export function planPhoto(relPath: string, size: Size): PhotoPlan {
  const base = stem(relPath).split("/").map(slugify).join("/");
  return {
    source: relPath,
    name: exportName(relPath),
    original: size,
    ...outputsOf(base, targetWidths(size.width), size),
  };
}

/** The centred part of an original of `size` with the proportions `ratio` (width / height). */
function centred(size: Size, ratio: number): Region {
  if (size.width / size.height > ratio) {
    const width = Math.round(size.height * ratio);
    return { left: Math.floor((size.width - width) / 2), top: 0, width, height: size.height };
  }
  const height = Math.round(size.width / ratio);
  return { left: 0, top: Math.floor((size.height - height) / 2), width: size.width, height };
}

/** The hero's three crops of one photo (see `HERO_CROPS`): `images/<folder>/<name>-portada-<crop>-<width>.avif`. */
function planHeroCrops(relPath: string, size: Size): PhotoPlan[] {
  const base = stem(relPath).split("/").map(slugify).join("/");
  return (Object.keys(HERO_CROPS) as HeroCrop[]).map((crop) => {
    const { ratio, widest } = HERO_CROPS[crop];
    const region = centred(size, ratio);
    return {
      source: relPath,
      name: `${exportName(relPath)}Portada${crop[0]?.toUpperCase()}${crop.slice(1)}`,
      original: size,
      hero: crop,
      ...outputsOf(`${base}-portada-${crop}`, targetWidths(Math.min(region.width, widest)), region, region),
    };
  });
}

/** Two photos that would share files or a name (`a.jpg` and `a.png`, `Año.jpg` and `ano.jpg`). */
function checkClashes(plans: readonly PhotoPlan[]): void {
  const seen = new Map<string, string>();
  for (const plan of plans) {
    for (const key of [`name ${plan.name}`, `files ${plan.asset.src}`]) {
      const other = seen.get(key);
      if (other) {
        throw new Error(
          `images-src/${other} and images-src/${plan.source} would get the same ${key}: rename one of them.`,
        );
      }
      seen.set(key, plan.source);
    }
  }
}

/** The photos under `dir` (paths relative to it, with `/`, sorted); anything else there is an error. */
function listSources(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const walk = (folder: string): string[] =>
    readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
      if (IGNORED.test(entry.name)) return [];
      const path = join(folder, entry.name);
      if (entry.isDirectory()) return walk(path);
      const rel = relative(dir, path).split(sep).join("/");
      if (!SOURCE.test(entry.name)) {
        throw new Error(
          `images-src/${rel}: not a JPEG, PNG or WebP file (convert it, or move it elsewhere).`,
        );
      }
      return [rel];
    });
  return walk(dir).sort();
}

/** The error for a photo that cannot be read or encoded, naming it. */
export function unreadable(rel: string, error: Error): Error {
  return new Error(
    `images-src/${rel}: cannot read it as an image (${error.message.trim()}). Replace it with a valid JPEG, PNG or WebP file.`,
  );
}

type SharpFunction = (input?: string, options?: SharpOptions) => Sharp;

// sharp loads native code: only when there is something to do.
export const loadSharp = async (): Promise<SharpFunction> => (await import("sharp")).default;

/** The original's size once upright (EXIF orientations 5–8 swap width and height). */
async function uprightSize(sharp: SharpFunction, file: string, rel: string): Promise<Size> {
  let meta: Awaited<ReturnType<Sharp["metadata"]>>;
  try {
    meta = await sharp(file).metadata();
  } catch (error) {
    throw unreadable(rel, error as Error);
  }
  if (!meta.width || !meta.height) throw unreadable(rel, new Error("no size"));
  return (meta.orientation ?? 1) >= 5
    ? { width: meta.height, height: meta.width }
    : { width: meta.width, height: meta.height };
}

/**
 * The plan of every photo under `sourceDir`, sorted by path (reads each one's size;
 * throws on a clash or an unreadable file), then the hero crops of those of `heroSources`
 * (paths in images-src/, `club/foto.jpg`: the home hero's slides) that are there.
 */
export async function planSources(
  sourceDir: string,
  heroSources: readonly string[] = [],
): Promise<PhotoPlan[]> {
  const sources = listSources(sourceDir);
  if (sources.length === 0) return [];
  const sharp = await loadSharp();
  const plans: PhotoPlan[] = [];
  for (const rel of sources) plans.push(planPhoto(rel, await uprightSize(sharp, join(sourceDir, rel), rel)));
  checkClashes(plans);
  const heroes = new Set(heroSources);
  return [
    ...plans,
    ...plans
      .filter((plan) => heroes.has(plan.source))
      .flatMap((plan) => planHeroCrops(plan.source, plan.original)),
  ];
}
