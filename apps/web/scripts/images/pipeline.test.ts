import { execFileSync } from "node:child_process";
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  exportName,
  planPhoto,
  planSources,
  slugify,
  targetWidths,
} from "../../src/site-data/content-files/photo-plan.ts";
import { buildImages, isUpToDate, renderManifest } from "./pipeline.mjs";

const web = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

describe("what the step plans for a photo", () => {
  it("makes the standard widths up to 1600 px, never wider than the original", () => {
    expect(targetWidths(3000)).toEqual([480, 800, 1200, 1600]);
    expect(targetWidths(1600)).toEqual([480, 800, 1200, 1600]);
    expect(targetWidths(1000)).toEqual([480, 800, 1000]);
    expect(targetWidths(480)).toEqual([480]);
    expect(targetWidths(300)).toEqual([300]);
  });

  it("gives files URL-safe names and each photo an export name", () => {
    expect(slugify("Fiesta del Año 2024")).toBe("fiesta-del-ano-2024");
    expect(exportName("home/hero-basquet-desktop.jpg")).toBe("homeHeroBasquetDesktop");
    expect(exportName("Galería/Judo 1.JPG")).toBe("galeriaJudo1");
    expect(exportName("2024-aniversario.jpg")).toBe("photo2024Aniversario");
    expect(exportName("new.jpg")).toBe("photoNew");
  });

  it("describes the largest file as the image and lists both formats as srcsets", () => {
    const plan = planPhoto("news/Fiesta del club.jpg", { width: 2400, height: 1800 });
    expect(plan.asset).toEqual({
      src: "/images/news/fiesta-del-club-1600.webp",
      width: 1600,
      height: 1200,
      srcSet:
        "/images/news/fiesta-del-club-480.webp 480w, /images/news/fiesta-del-club-800.webp 800w, " +
        "/images/news/fiesta-del-club-1200.webp 1200w, /images/news/fiesta-del-club-1600.webp 1600w",
      avifSrcSet:
        "/images/news/fiesta-del-club-480.avif 480w, /images/news/fiesta-del-club-800.avif 800w, " +
        "/images/news/fiesta-del-club-1200.avif 1200w, /images/news/fiesta-del-club-1600.avif 1600w",
    });
  });

  it("writes a manifest that Biome leaves as it is (CI runs `biome ci`)", () => {
    const text = renderManifest([
      planPhoto("home/hero-basquet-desktop.jpg", { width: 2400, height: 960 }),
      planPhoto("news/a.png", { width: 300, height: 200 }),
    ]);
    const formatted = execFileSync(
      join(web, "..", "..", "node_modules", ".bin", "biome"),
      ["format", "--stdin-file-path=src/site-data/generated/photos.ts"],
      { input: text, encoding: "utf8" },
    );
    expect(formatted).toBe(text);
  });

  it("treats a source as up to date only when its output exists and is not older", () => {
    expect(isUpToDate(1000, undefined)).toBe(false);
    expect(isUpToDate(1000, 999)).toBe(false);
    expect(isUpToDate(1000, 1000)).toBe(true);
  });
});

// Encoding takes seconds on a busy machine.
describe("the image step on a folder of photos", { timeout: 60_000 }, () => {
  let root: string;
  let options: { sourceDir: string; publicDir: string; manifestFile: string };
  const source = (rel: string) => join(options.sourceDir, rel);
  const made = () =>
    readdirSync(options.publicDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name).slice(options.publicDir.length + 1))
      .sort();
  const manifest = () => readFileSync(options.manifestFile, "utf8");

  async function photo(rel: string, width: number, height: number, format: "jpeg" | "png" = "jpeg") {
    mkdirSync(dirname(source(rel)), { recursive: true });
    await sharp({ create: { width, height, channels: 3, background: { r: 18, g: 59, b: 122 } } })
      .toFormat(format)
      .toFile(source(rel));
  }

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), "casa-images-"));
    options = {
      sourceDir: join(root, "images-src"),
      publicDir: join(root, "public"),
      manifestFile: join(root, "src", "photos.ts"),
    };
    mkdirSync(options.sourceDir);
    mkdirSync(options.publicDir);
    writeFileSync(join(options.sourceDir, "README.md"), "what to drop here");
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("writes AVIF and WebP at each width, never upscaling, and a manifest naming them", async () => {
    await photo("news/Fiesta del club.jpg", 2000, 1500);
    await photo("gallery/chica.png", 600, 400, "png");

    const result = await buildImages(options);

    expect(result).toMatchObject({ photos: 2, made: 12, upToDate: 0 });
    expect(made()).toEqual(
      [
        "images/gallery/chica-480.avif",
        "images/gallery/chica-480.webp",
        "images/gallery/chica-600.avif",
        "images/gallery/chica-600.webp",
        ...[480, 800, 1200, 1600].flatMap((w) => [
          `images/news/fiesta-del-club-${w}.avif`,
          `images/news/fiesta-del-club-${w}.webp`,
        ]),
      ].sort(),
    );
    const avif = await sharp(join(options.publicDir, "images/news/fiesta-del-club-800.avif")).metadata();
    expect(avif).toMatchObject({ format: "heif", compression: "av1", width: 800, height: 600 });
    const webp = await sharp(join(options.publicDir, "images/news/fiesta-del-club-1600.webp")).metadata();
    expect(webp).toMatchObject({ format: "webp", width: 1600, height: 1200 });
    const small = await sharp(join(options.publicDir, "images/gallery/chica-600.webp")).metadata();
    expect(small).toMatchObject({ width: 600, height: 400 });

    const text = manifest();
    expect(text).toContain("export const newsFiestaDelClub: ImageAsset = {");
    expect(text).toContain('src: "/images/news/fiesta-del-club-1600.webp",');
    expect(text).toContain("width: 1600,\n  height: 1200,");
    expect(text).toContain(
      'avifSrcSet: "/images/gallery/chica-480.avif 480w, /images/gallery/chica-600.avif 600w",',
    );
    expect(text).toContain('import type { ImageAsset } from "../types.ts";');
  });

  it("turns photos upright by their EXIF orientation", async () => {
    mkdirSync(source("news"), { recursive: true });
    await sharp({ create: { width: 900, height: 600, channels: 3, background: "#fff" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toFile(source("news/vertical.jpg"));

    await buildImages(options);

    expect(manifest()).toContain("width: 600,\n  height: 900,");
    const out = await sharp(join(options.publicDir, "images/news/vertical-600.webp")).metadata();
    expect(out).toMatchObject({ width: 600, height: 900 });
  });

  it("makes every file again when the encoder settings change", async () => {
    await photo("news/a.jpg", 900, 600);
    await buildImages(options);
    expect(await buildImages(options)).toMatchObject({ made: 0, upToDate: 6 });

    // Files made with other settings (an older build of the site): all made again.
    writeFileSync(join(root, ".image-settings.json"), '{"avif":{"quality":50}}');
    expect(await buildImages(options)).toMatchObject({ made: 6, upToDate: 0 });
    expect(await buildImages(options)).toMatchObject({ made: 0, upToDate: 6 });
  });

  it("skips what is up to date, remakes what changed, and removes what was taken away", async () => {
    await photo("news/a.jpg", 900, 600);
    await photo("news/b.jpg", 900, 600);
    await buildImages(options);
    const first = manifest();
    const stamp = (rel: string) => statSync(join(options.publicDir, rel)).mtimeMs;
    const before = stamp("images/news/a-900.avif");

    const again = await buildImages(options);
    expect(again).toMatchObject({ made: 0, upToDate: 12, removed: 0, manifestChanged: false });
    expect(stamp("images/news/a-900.avif")).toBe(before);
    expect(manifest()).toBe(first);

    // A minute after the file's own time (the file system's clock, not the test's Date).
    const later = new Date(statSync(source("news/b.jpg")).mtimeMs + 60_000);
    utimesSync(source("news/b.jpg"), later, later);
    rmSync(source("news/a.jpg"));
    const changed = await buildImages(options);
    expect(changed).toMatchObject({ photos: 1, made: 6, upToDate: 0, removed: 6, manifestChanged: true });
    expect(made()).toEqual(
      [480, 800, 900].flatMap((w) => [`images/news/b-${w}.avif`, `images/news/b-${w}.webp`]).sort(),
    );
    expect(manifest()).not.toContain("newsA");
  });

  it("with no photos writes an empty manifest once and makes nothing", async () => {
    expect(await buildImages(options)).toMatchObject({ photos: 0, made: 0, manifestChanged: true });
    expect(manifest()).toContain("export {};");
    expect(await buildImages(options)).toMatchObject({ photos: 0, manifestChanged: false });
    expect(made()).toEqual([]);
  });

  it("fails naming the file when a photo cannot be read or is not a supported format", async () => {
    mkdirSync(source("news"));
    writeFileSync(source("news/broken.jpg"), "not a picture");
    await expect(buildImages(options)).rejects.toThrow(
      /^images-src\/news\/broken\.jpg: cannot read it as an image \(.+\)\. Replace it with a valid JPEG/,
    );

    rmSync(source("news/broken.jpg"));
    writeFileSync(source("news/phone.heic"), "");
    await expect(buildImages(options)).rejects.toThrow(
      "images-src/news/phone.heic: not a JPEG, PNG or WebP file",
    );
  });

  it("refuses two photos that would share their files", async () => {
    await photo("news/a.jpg", 500, 500);
    await photo("news/a.png", 500, 500, "png");
    await expect(buildImages(options)).rejects.toThrow(
      "images-src/news/a.jpg and images-src/news/a.png would get the same name newsA",
    );
  });
});

describe("the committed manifest", () => {
  it("lists exactly the photos in images-src/ (run `node apps/web/scripts/build-images.mjs` after adding one)", async () => {
    const plans = await planSources(join(web, "images-src"));
    const committed = readFileSync(join(web, "src", "site-data", "generated", "photos.ts"), "utf8");
    expect(committed).toBe(renderManifest(plans));
  });
});
