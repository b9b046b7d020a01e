import { render } from "@testing-library/react";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { imageProblems } from "../../scripts/images/html-check.mjs";
import { planPhoto } from "../site-data/content-files/photo-plan.ts";
import type { ImageAsset } from "../site-data/types.ts";
import { ResponsiveImage } from "./responsive-image.tsx";

/** A photo as the image step lists it in `content/generated/photos.ts`. */
const photo = (name: string, width: number, height: number): ImageAsset => ({
  src: `/images/news/${name}-${width}.webp`,
  width,
  height,
  srcSet: `/images/news/${name}-480.webp 480w, /images/news/${name}-${width}.webp ${width}w`,
  avifSrcSet: `/images/news/${name}-480.avif 480w, /images/news/${name}-${width}.avif ${width}w`,
});

const attrs = (element: Element) =>
  Object.fromEntries([...element.attributes].map((attribute) => [attribute.name, attribute.value]));

describe("ResponsiveImage", () => {
  it("draws artwork as a lazy <img> with its size reserved, no <picture>", () => {
    const { container } = render(
      <ResponsiveImage
        image={{ src: "/images/sports/judo.svg", width: 800, height: 600, alt: "Judogi" }}
        className="card__art"
      />,
    );
    expect(container.querySelector("picture")).toBeNull();
    expect(attrs(container.querySelector("img") as Element)).toEqual({
      class: "card__art",
      src: "/images/sports/judo.svg",
      width: "800",
      height: "600",
      alt: "Judogi",
      loading: "lazy",
      decoding: "async",
    });
  });

  it("offers a photo in AVIF first, then WebP at every width, styled as the <img> alone", () => {
    const { container } = render(
      <ResponsiveImage
        image={{ ...photo("fiesta", 1600, 1200), alt: "La fiesta" }}
        sizes="50vw"
        className="x"
      />,
    );
    const picture = container.querySelector("picture") as HTMLElement;
    expect(picture.style.display).toBe("contents");
    expect(picture.className).toBe("");
    const [source, img, ...rest] = [...picture.children];
    expect(rest).toEqual([]);
    expect(attrs(source as Element)).toEqual({
      type: "image/avif",
      srcset: "/images/news/fiesta-480.avif 480w, /images/news/fiesta-1600.avif 1600w",
      sizes: "50vw",
      width: "1600",
      height: "1200",
    });
    expect(img?.tagName).toBe("IMG");
    expect(attrs(img as Element)).toMatchObject({
      class: "x",
      src: "/images/news/fiesta-1600.webp",
      srcset: "/images/news/fiesta-480.webp 480w, /images/news/fiesta-1600.webp 1600w",
      sizes: "50vw",
      width: "1600",
      height: "1200",
      alt: "La fiesta",
      loading: "lazy",
    });
  });

  it("art-directs a hero photo: per screen size its AVIF then WebP crop, the phone's crop last", () => {
    const { container } = render(
      <ResponsiveImage
        image={{
          alt: "La cancha",
          desktop: photo("cancha-ancha", 1600, 640),
          tablet: photo("cancha-media", 1200, 750),
          mobile: photo("cancha-alta", 800, 1067),
        }}
        sizes="100vw"
        priority
        className="hero__art"
      />,
    );
    const picture = container.querySelector("picture") as HTMLElement;
    expect(picture.className).toBe("hero__art");
    const summary = [...picture.children].map((child) => {
      const a = attrs(child);
      return [child.tagName, a.media, a.type, (a.srcset ?? "").split(" ")[0], a.width, a.height].join(" ");
    });
    expect(summary).toEqual([
      "SOURCE (min-width: 64em) image/avif /images/news/cancha-ancha-480.avif 1600 640",
      "SOURCE (min-width: 64em) image/webp /images/news/cancha-ancha-480.webp 1600 640",
      "SOURCE (min-width: 40em) image/avif /images/news/cancha-media-480.avif 1200 750",
      "SOURCE (min-width: 40em) image/webp /images/news/cancha-media-480.webp 1200 750",
      "SOURCE  image/avif /images/news/cancha-alta-480.avif 800 1067",
      "IMG   /images/news/cancha-alta-480.webp 800 1067",
    ]);
    const img = picture.querySelector("img") as HTMLImageElement;
    expect(img.getAttribute("fetchpriority")).toBe("high");
    expect(img.hasAttribute("loading")).toBe(false);
  });

  it("art-directs artwork with one source per larger screen and no format types", () => {
    const art = (crop: string, width: number, height: number) => ({
      src: `/images/home/hero-${crop}.svg`,
      width,
      height,
    });
    const { container } = render(
      <ResponsiveImage
        image={{
          alt: "Pelota",
          desktop: art("desktop", 1600, 640),
          tablet: art("tablet", 1024, 640),
          mobile: art("mobile", 600, 800),
        }}
      />,
    );
    const sources = [...container.querySelectorAll("source")].map(attrs);
    expect(sources).toEqual([
      { media: "(min-width: 64em)", srcset: "/images/home/hero-desktop.svg", width: "1600", height: "640" },
      { media: "(min-width: 40em)", srcset: "/images/home/hero-tablet.svg", width: "1024", height: "640" },
    ]);
    expect(container.querySelector("img")?.getAttribute("loading")).toBe("lazy");
  });

  it("preloads the largest paint from the head, each crop for its screens only, AVIF for photos", () => {
    const crops = {
      alt: "La cancha",
      desktop: photo("cancha-ancha", 1600, 640),
      tablet: photo("cancha-media", 1200, 750),
      mobile: photo("cancha-alta", 800, 1067),
    };
    const page = (priority: boolean) =>
      renderToString(
        <html lang="es">
          <head />
          <body>
            <ResponsiveImage image={crops} sizes="100vw" priority={priority} />
          </body>
        </html>,
      );
    const head = page(true).split("</head>")[0] ?? "";
    const links = [...head.matchAll(/<link [^>]*>/g)].map(([tag]) => ({
      media: tag.match(/media="([^"]+)"/)?.[1],
      type: tag.match(/type="([^"]+)"/)?.[1],
      srcset: tag.match(/imageSrcSet="([^" ]+)/i)?.[1],
      high: /fetchPriority="high"/i.test(tag),
    }));
    expect(links).toEqual([
      {
        media: "(min-width: 64em)",
        type: "image/avif",
        srcset: "/images/news/cancha-ancha-480.avif",
        high: true,
      },
      {
        media: "(min-width: 40em) and (max-width: 63.99em)",
        type: "image/avif",
        srcset: "/images/news/cancha-media-480.avif",
        high: true,
      },
      {
        media: "(max-width: 39.99em)",
        type: "image/avif",
        srcset: "/images/news/cancha-alta-480.avif",
        high: true,
      },
    ]);
    expect(page(false)).not.toContain('rel="preload"');
  });

  it("draws the image step's photos in markup that passes the build check", () => {
    const asset = (rel: string, width: number, height: number) => planPhoto(rel, { width, height }).asset;
    const html = renderToStaticMarkup(
      <>
        <ResponsiveImage
          image={{
            alt: "La cancha",
            desktop: asset("home/cancha-desktop.jpg", 2400, 960),
            tablet: asset("home/cancha-tablet.jpg", 1600, 1000),
            mobile: asset("home/cancha-mobile.jpg", 900, 1200),
          }}
          sizes="100vw"
          priority
        />
        <ResponsiveImage image={{ ...asset("news/fiesta.jpg", 2000, 1500), alt: "" }} sizes="33vw" />
      </>,
    );
    expect(html.match(/<(img|source)\b/g)).toHaveLength(8);
    expect(imageProblems(html)).toEqual([]);
  });
});
