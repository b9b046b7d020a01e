import sharp from "sharp";

/**
 * A phone camera's photo as a coach would upload it: 4032 × 3024, about 6 MB of JPEG
 * (a gradient under noise, which compresses like a photo of a crowded court).
 */
export async function phonePhoto(): Promise<Buffer> {
  const width = 4032;
  const height = 3024;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      const noise = (Math.random() * 60) | 0;
      pixels[at] = ((x / width) * 180 + noise) | 0;
      pixels[at + 1] = ((y / height) * 160 + noise) | 0;
      pixels[at + 2] = 90 + noise;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}
