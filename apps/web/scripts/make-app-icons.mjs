#!/usr/bin/env node
// Draws the icons a phone keeps for the site (home screen, tab list) from the small
// shield, public/favicon.svg: apple-touch-icon.png (180 px) and the web manifest's
// icon-192.png and icon-512.png, the shield centred on the club's black. Run again when
// the shield changes: node apps/web/scripts/make-app-icons.mjs
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const publicDir = join(dirname(fileURLToPath(import.meta.url)), "..", "public");
const shield = readFileSync(join(publicDir, "favicon.svg"));

for (const [name, size] of [
  ["apple-touch-icon.png", 180],
  ["icon-192.png", 192],
  ["icon-512.png", 512],
]) {
  // The shield takes 70% of the height: the square's corners may be rounded or cut by the phone.
  const height = Math.round(size * 0.7);
  const art = await sharp(shield, { density: 600 }).resize({ height }).png().toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background: "#000000" } })
    .composite([{ input: art, gravity: "center" }])
    .png({ compressionLevel: 9, palette: true })
    .toFile(join(publicDir, name));
  console.log(`public/${name} written`);
}
