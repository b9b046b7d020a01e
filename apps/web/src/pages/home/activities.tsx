import { Carousel } from "../../components/carousel.tsx";
import { StaticPart } from "../../components/static-part.tsx";
import { ACTIVITIES_CAROUSEL } from "../../site-data/home.ts";
import { PARTS } from "./parts.ts";
import { SectionHeading } from "./section-heading.tsx";
import "./activities.css";

/** The activities carousel: six featured activities with their four highlights. */
export function HomeActivities() {
  return (
    <section className="home-section home-section--alt" aria-labelledby="actividades-titulo">
      <div className="container">
        <SectionHeading
          id="actividades-titulo"
          title={ACTIVITIES_CAROUSEL.title}
          lead={ACTIVITIES_CAROUSEL.lead}
        />
        <Carousel
          label={ACTIVITIES_CAROUSEL.label}
          slides={ACTIVITIES_CAROUSEL.slides.map((id) => (
            <StaticPart
              key={id}
              id={`inicio-actividad-${id}`}
              className="activities__part"
              load={PARTS.activitySlide}
              props={{ id }}
            />
          ))}
        />
      </div>
    </section>
  );
}
