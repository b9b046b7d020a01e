// The size a photo is uploaded at from the editor (shrink-photos.js): pure, so that its
// unit test (scripts/admin/photo-size.test.ts) runs without a browser.

/**
 * The longest side a photo keeps, in pixels: the site makes widths up to 1600 of it
 * (src/site-data/content-files/photo-plan.ts), and a phone's 4000 × 3000 is four times
 * the pixels the repository needs.
 */
export const LONGEST_SIDE = 2000;

/** The JPEG quality a shrunk photo is saved at (0–1): no difference to the eye at 2000 px. */
export const JPEG_QUALITY = 0.85;

/**
 * Whether `file` is worth decoding to maybe shrink: a JPEG, which is what a phone's camera
 * takes (iPhones hand a HEIC photo to a web page as JPEG). A PNG or a WebP may be a
 * drawing with transparency, and any other file is no photo: all go up as they are.
 * @param {{ type: string }} file
 */
export const isShrinkable = (file) => file.type === "image/jpeg";

/**
 * The size to save a photo of `width` × `height` (as shown, its camera's rotation
 * applied) at, or `undefined` when it already fits and goes up untouched.
 * @param {{ width: number, height: number }} size
 * @returns {{ width: number, height: number } | undefined}
 */
export function shrunkSize({ width, height }) {
  const scale = LONGEST_SIDE / Math.max(width, height);
  if (scale >= 1) return undefined;
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}
