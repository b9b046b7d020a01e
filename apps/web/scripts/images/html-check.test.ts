import { describe, expect, it } from "vitest";
import { imageProblems } from "./html-check.mjs";

const photo = (name: string) =>
  `srcSet="/images/news/${name}-480.webp 480w, /images/news/${name}-800.webp 800w" sizes="50vw"`;

describe("the build check of images", () => {
  it("accepts a photo as ResponsiveImage draws it, and artwork as it is", () => {
    const html =
      '<img src="/logo.svg" alt="" width="40" height="40"/>' +
      '<picture style="display:contents"><source type="image/avif" srcSet="/images/news/a-480.avif 480w" sizes="50vw" width="800" height="600"/>' +
      `<img src="/images/news/a-800.webp" ${photo("a")} width="800" height="600" alt="A" loading="lazy" decoding="async"/></picture>` +
      `<img src="/images/home/hero-1600.webp" ${photo("hero")} width="1600" height="640" alt="" fetchPriority="high"/>`;
    expect(imageProblems(html)).toEqual([]);
  });

  it("reports a raster image without a modern srcset, size or lazy loading", () => {
    const problems = imageProblems('<img src="/images/club.jpg" alt="El club"/>');
    expect(problems.map((p) => p.split(":")[0])).toEqual([
      "no width/height",
      "no srcset",
      'neither loading="lazy" nor fetchpriority="high"',
    ]);
  });

  it("reports a JPEG srcset, widths without sizes, and an AVIF source without its type", () => {
    const problems = imageProblems(
      '<img src="/a.jpg" srcset="/a-480.jpg 480w" width="1" height="1" alt="" loading="lazy">' +
        '<source srcset="/a-480.avif 480w, /a-800.avif 800w" sizes="100vw" width="1" height="1">',
    );
    expect(problems.map((p) => p.split(":")[0])).toEqual([
      "srcset not all in a modern format (AVIF, WebP)",
      "srcset with widths but no sizes",
      'AVIF source without type="image/avif"',
    ]);
  });

  it("allows one largest paint per page", () => {
    const img = `<img src="/a-800.webp" ${photo("a")} width="8" height="6" alt="" fetchpriority="high">`;
    expect(imageProblems(img)).toEqual([]);
    expect(imageProblems(img + img)).toEqual([
      '2 images with fetchpriority="high" (only the largest paint should be)',
    ]);
  });
});
