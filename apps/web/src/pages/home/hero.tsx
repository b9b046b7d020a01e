import { Carousel } from "../../components/carousel.tsx";
import { ResponsiveImage } from "../../components/responsive-image.tsx";
import { SmartLink } from "../../components/smart-link.tsx";
import { CLUB } from "../../content/club.ts";
import { HERO } from "../../content/home.ts";
import { Icon } from "./icon.tsx";
import "./hero.css";

/**
 * The club's name (the page's one h1) over the hero carousel. The first slide's
 * artwork is the largest paint of the page: fetched first, never lazily.
 */
export function HomeHero() {
  return (
    <div className="hero">
      <div className="hero__brand">
        <h1>{CLUB.name}</h1>
        <p>{CLUB.tagline}</p>
      </div>
      <Carousel
        label={HERO.label}
        tone="hero"
        slides={HERO.slides.map((slide, index) => (
          <div className="hero-slide" key={slide.id}>
            <ResponsiveImage
              image={slide.image}
              priority={index === 0}
              className="hero-slide__art"
              sizes="100vw"
            />
            <div className="hero-slide__body">
              <h2>{slide.title}</h2>
              <p>{slide.description}</p>
              <SmartLink to={CLUB.social.instagram} className="button hero-slide__button">
                <Icon name="instagram" />
                {HERO.instagram}
              </SmartLink>
            </div>
          </div>
        ))}
      />
    </div>
  );
}
