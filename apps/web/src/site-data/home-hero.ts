/** The hero carousel's slides (docs/product.md#home-page). */
import {
  basquetEquipoPhoto,
  gimnasiaGrupoPhoto,
  natacionGrupoPhoto,
  voleyEquipoPhoto,
} from "./club-photos.ts";
import {
  homeHeroBasquetDesktop,
  homeHeroBasquetMobile,
  homeHeroBasquetTablet,
  homeHeroGimnasiaDesktop,
  homeHeroGimnasiaMobile,
  homeHeroGimnasiaTablet,
  homeHeroNatacionDesktop,
  homeHeroNatacionMobile,
  homeHeroNatacionTablet,
  homeHeroVoleyDesktop,
  homeHeroVoleyMobile,
  homeHeroVoleyTablet,
} from "./generated/photos.ts";
import type { HeroSlideId } from "./home.ts";
import type { ArtDirectedImage } from "./types.ts";

/** A slide of the hero carousel: the club's photo in three crops, a title, a line of text. */
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
    // The first slide's phone crop is the home page's largest paint: a ~40 KB AVIF.
    image: {
      alt: basquetEquipoPhoto.alt,
      desktop: homeHeroBasquetDesktop,
      tablet: homeHeroBasquetTablet,
      mobile: homeHeroBasquetMobile,
    },
  },
  voley: {
    title: "Vóley en la Metropolitana",
    description:
      "Primera División, Tira A y Tira B, y una escuela para chicos y chicas de 8 a 12 años. ¡Sumate!",
    image: {
      alt: voleyEquipoPhoto.alt,
      desktop: homeHeroVoleyDesktop,
      tablet: homeHeroVoleyTablet,
      mobile: homeHeroVoleyMobile,
    },
  },
  gimnasia: {
    title: "Gimnasia Rítmica",
    description: "Desde los 4 años: elongación, coordinación y mucha expresión, con cinta, aro y pelota.",
    image: {
      alt: gimnasiaGrupoPhoto.alt,
      desktop: homeHeroGimnasiaDesktop,
      tablet: homeHeroGimnasiaTablet,
      mobile: homeHeroGimnasiaMobile,
    },
  },
  pileta: {
    title: "La pileta del club",
    description: "Natación para todas las edades y aquagym de bajo impacto. El agua te espera.",
    image: {
      alt: natacionGrupoPhoto.alt,
      desktop: homeHeroNatacionDesktop,
      tablet: homeHeroNatacionTablet,
      mobile: homeHeroNatacionMobile,
    },
  },
};
