#!/usr/bin/env node
// The image step, run before every build: the club's photos in apps/web/images-src/
// become AVIF and WebP files at several widths under public/images/, listed in
// src/content/generated/photos.ts (see scripts/images/pipeline.mjs and the README).
// Cheap when nothing changed; with no photos it only checks the manifest is empty.
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildImages } from "./images/pipeline.mjs";

const web = join(dirname(fileURLToPath(import.meta.url)), "..");

try {
  const started = performance.now();
  const result = await buildImages({
    sourceDir: join(web, "images-src"),
    publicDir: join(web, "public"),
    manifestFile: join(web, "src", "content", "generated", "photos.ts"),
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    result.photos === 0
      ? "images: no photos in images-src/"
      : `images: ${result.photos} photo(s), ${result.made} file(s) made, ${result.upToDate} up to date` +
          `${result.removed ? `, ${result.removed} removed` : ""}${result.manifestChanged ? ", manifest updated" : ""} (${seconds} s)`,
  );
} catch (error) {
  console.error(`images: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
}
