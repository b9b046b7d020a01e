import { describe, expect, it } from "vitest";
import { isShrinkable, LONGEST_SIDE, shrunkSize } from "../../admin/photo-size.js";

/**
 * The size a photo is uploaded at from the editor (admin/photo-size.js, used by
 * admin/shrink-photos.js). The upload itself, from a phone camera's file to the one in
 * the repository, is measured in Chromium by scripts/admin-phone-check.mjs.
 */
describe("the size of a photo uploaded from the editor", () => {
  it("brings a phone camera's photo down to 2000 px on its longest side, keeping its shape", () => {
    expect(LONGEST_SIDE).toBe(2000);
    expect(shrunkSize({ width: 4000, height: 3000 })).toEqual({ width: 2000, height: 1500 });
    // Held upright (the camera's rotation already applied): the height is the longest side.
    expect(shrunkSize({ width: 3024, height: 4032 })).toEqual({ width: 1500, height: 2000 });
    expect(shrunkSize({ width: 4080, height: 1836 })).toEqual({ width: 2000, height: 900 });
  });

  it("leaves a photo that already fits as it is", () => {
    expect(shrunkSize({ width: 2000, height: 1500 })).toBeUndefined();
    expect(shrunkSize({ width: 1280, height: 960 })).toBeUndefined();
    expect(shrunkSize({ width: 64, height: 64 })).toBeUndefined();
  });

  it("shrinks JPEGs only: a PNG or WebP may be a drawing with transparency, and other files are no photo", () => {
    expect(isShrinkable({ type: "image/jpeg" })).toBe(true);
    for (const type of ["image/png", "image/webp", "image/gif", "application/pdf", ""]) {
      expect(isShrinkable({ type }), type).toBe(false);
    }
  });
});
