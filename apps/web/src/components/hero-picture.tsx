import type { SingleImage } from "../site-data/types.ts";
import { ResponsiveImage } from "./responsive-image.tsx";

/**
 * What HeroPhoto shows (a static part; styles in global.css). It is at the top of the
 * page, often its largest paint: fetched first, never lazily (unless it is shown only
 * beside the title: then a phone, which hides it, must not fetch it).
 */
export function HeroPicture({ image, besideOnly = false }: { image: SingleImage; besideOnly?: boolean }) {
  return (
    <ResponsiveImage
      image={image}
      priority={!besideOnly}
      className={besideOnly ? "page-hero__photo page-hero__photo--beside-only" : "page-hero__photo"}
      sizes="(min-width: 72rem) 30rem, (min-width: 48em) 42vw, calc(100vw - 2rem)"
    />
  );
}
