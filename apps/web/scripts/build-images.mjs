#!/usr/bin/env node
// The image step: the club's photos in apps/web/images-src/ become AVIF and WebP files at
// several widths under public/images/, listed in src/site-data/generated/photos.ts (see
// scripts/images/pipeline.mjs and the README). The build runs it from a Vite plugin,
// after the content check (scripts/vite-images.ts); `pnpm dev` and a person run this
// file. Cheap when nothing changed; with no photos it only checks the manifest is empty.
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { contentDir } from "../src/site-data/content-files/paths.ts";
import { heroPhotoSources } from "../src/site-data/content-files/read-home.ts";
import { buildImages } from "./images/pipeline.mjs";

const web = join(dirname(fileURLToPath(import.meta.url)), "..");

/**
 * Runs the step on this web app's folders; resolves to its one line for the log, and
 * rejects (naming the photo) when a photo cannot be read.
 * @returns {Promise<string>}
 */
export async function imageStep() {
  const started = performance.now();
  const result = await buildImages({
    sourceDir: join(web, "images-src"),
    publicDir: join(web, "public"),
    manifestFile: join(web, "src", "site-data", "generated", "photos.ts"),
    // The home hero's slides (content/portada.yml): each photo's three crops.
    heroSources: heroPhotoSources(contentDir()),
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  return result.photos === 0
    ? "images: no photos in images-src/"
    : `images: ${result.photos} photo(s), ${result.made} file(s) made, ${result.upToDate} up to date` +
        `${result.removed ? `, ${result.removed} removed` : ""}${result.manifestChanged ? ", manifest updated" : ""} (${seconds} s)`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    console.log(await imageStep());
  } catch (error) {
    console.error(`images: ${error instanceof Error ? error.message : error}`);
    process.exitCode = 1;
  }
}
