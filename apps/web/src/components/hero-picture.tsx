import { ResponsiveImage, type SingleImage } from "./responsive-image.tsx";

/**
 * What HeroPhoto shows (a static part; styles in global.css). It is at the top of the
 * page, often its largest paint: fetched first, never lazily.
 */
export function HeroPicture({ image }: { image: SingleImage }) {
  return (
    <ResponsiveImage
      image={image}
      priority
      className="page-hero__photo"
      sizes="(min-width: 72rem) 30rem, (min-width: 48em) 42vw, calc(100vw - 2rem)"
    />
  );
}
