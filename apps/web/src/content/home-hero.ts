/** The hero carousel's slides (docs/product.md#home-page). */
import type { ArtDirectedImage } from "../components/responsive-image.tsx";
import type { HeroSlideId } from "./home.ts";

/** Artwork in three crops; our own SVGs until the club has photos (see the README). */
const heroArt = (slug: string, alt: string): ArtDirectedImage => ({
  alt,
  desktop: { src: `/images/home/hero-${slug}-desktop.svg`, width: 1600, height: 640 },
  tablet: { src: `/images/home/hero-${slug}-tablet.svg`, width: 1024, height: 640 },
  mobile: { src: `/images/home/hero-${slug}-mobile.svg`, width: 600, height: 800 },
});

/** A slide of the hero carousel: artwork per screen size, a title, a line of text. */
export interface HeroSlide {
  title: string;
  description: string;
  image: ArtDirectedImage;
}

/** Every slide's button: the club's Instagram (CLUB.social.instagram). */
export const HERO_INSTAGRAM = "Seguinos en Instagram";

/** Each slide of the hero; their order is `HERO.slides` in `home.ts`. */
export const HERO_SLIDES: Record<HeroSlideId, HeroSlide> = {
  basquet: {
    title: "Básquet con historia",
    description:
      "Nuestro primer equipo juega la Liga Federal y las inferiores crecen en cada entrenamiento. Vení a alentar a la cancha.",
    image: heroArt("basquet", "Ilustración de una pelota de básquet entrando en el aro"),
  },
  voley: {
    title: "Vóley en la Metropolitana",
    description:
      "Primera División, Tira A y Tira B, y una escuela para chicos y chicas de 8 a 12 años. ¡Sumate!",
    image: heroArt("voley", "Ilustración de una pelota de vóley pasando sobre la red"),
  },
  gimnasia: {
    title: "Gimnasia Rítmica",
    description: "Desde los 4 años: elongación, coordinación y mucha expresión, con cinta, aro y pelota.",
    image: heroArt("gimnasia", "Ilustración de una gimnasta saltando con una cinta"),
  },
  pileta: {
    title: "La pileta del club",
    description: "Natación para todas las edades y aquagym de bajo impacto. El agua te espera.",
    image: heroArt("natacion", "Ilustración de la pileta con andariveles y un nadador"),
  },
};
