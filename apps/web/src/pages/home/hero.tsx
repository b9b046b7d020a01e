import { Carousel } from "../../components/carousel.tsx";
import { StaticPart } from "../../components/static-part.tsx";
import { CLUB } from "../../site-data/club.ts";
import { HERO } from "../../site-data/home.ts";
import { PARTS } from "./parts.ts";
import "./hero.css";

/** The club's name (the page's one h1) over the hero carousel of four slides. */
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
        slides={HERO.slides.map((id, index) => (
          <StaticPart
            key={id}
            id={`inicio-diapositiva-${id}`}
            load={PARTS.heroSlide}
            props={{ id, priority: index === 0 }}
          />
        ))}
      />
    </div>
  );
}
