import { hero } from "virtual:contenido/pagina/inicio/partes";
import { Icon } from "../../components/icon.tsx";
import { ResponsiveImage } from "../../components/responsive-image.tsx";
import { SmartLink } from "../../components/smart-link.tsx";
import { CLUB } from "../../site-data/club.ts";
import { HERO_INSTAGRAM } from "../../site-data/home-hero.ts";

interface HeroSlideProps {
  /** Its place in `portada.yml`'s `carrusel`. */
  index: number;
  /** The first slide's artwork is the page's largest paint: fetched first, never lazily. */
  priority: boolean;
}

/** What a hero slide shows: artwork, title, text, the Instagram button (a static part; styles in hero.css). */
export function HeroSlide({ index, priority }: HeroSlideProps) {
  const slide = hero[index];
  if (!slide) return null;
  return (
    <div className="hero-slide">
      <ResponsiveImage image={slide.image} priority={priority} className="hero-slide__art" sizes="100vw" />
      <div className="hero-slide__body">
        <h2>{slide.title}</h2>
        <p>{slide.description}</p>
        <SmartLink to={CLUB.social.instagram} className="button hero-slide__button">
          <Icon name="instagram" />
          {HERO_INSTAGRAM}
        </SmartLink>
      </div>
    </div>
  );
}
