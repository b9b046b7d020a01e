import type { SingleImage } from "../site-data/types.ts";
import { StaticPart } from "./static-part.tsx";

/** The picture's code (ResponsiveImage), only when the photo first renders in the browser. */
const loadPicture = () => import("./hero-picture.tsx").then((module) => module.HeroPicture);

/**
 * The club's photo beside a page's title (PageHero's `photo`). A static part: the
 * prerendered picture stays as it is, so its code is not in the page's first load.
 * `besideOnly`: shown only where it fits beside the title (tablets up). League pages use
 * it, so that on a phone the table, not a photo, fills the first screen
 * (docs/product.md#league-pages); there the photo is lazy, so a phone never fetches it.
 */
export function HeroPhoto({ image, besideOnly = false }: { image: SingleImage; besideOnly?: boolean }) {
  return <StaticPart id="foto-principal" load={loadPicture} props={{ image, besideOnly }} />;
}
