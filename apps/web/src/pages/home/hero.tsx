import { Carousel } from "../../components/carousel.tsx";
import { StaticPart } from "../../components/static-part.tsx";
import { CLUB } from "../../site-data/club.ts";
import { HERO } from "../../site-data/home.ts";
import { PARTS } from "./parts.ts";
import "./hero.css";

/** The club's name (the page's one h1) over the hero carousel, its `count` slides from `portada.yml`. */
export function HomeHero({ count }: { count: number }) {
  return (
    <div className="hero">
      <div className="hero__brand">
        <h1>{CLUB.name}</h1>
        <p>{CLUB.tagline}</p>
      </div>
      <Carousel
        label={HERO.label}
        tone="hero"
        slides={Array.from({ length: count }, (_, index) => (
          <StaticPart
            // biome-ignore lint/suspicious/noArrayIndexKey: the slides are the file's, in its order.
            key={index}
            id={`inicio-diapositiva-${index + 1}`}
            load={PARTS.heroSlide}
            props={{ index, priority: index === 0 }}
          />
        ))}
      />
    </div>
  );
}
