import { Carousel } from "../../components/carousel.tsx";
import { StaticPart } from "../../components/static-part.tsx";
import { ACTIVITIES_CAROUSEL } from "../../site-data/home.ts";
import { PARTS } from "./parts.ts";
import { SectionHeading } from "./section-heading.tsx";
import "./activities.css";

interface HomeActivitiesProps {
  title: string;
  lead: string;
  /** How many slides `portada.yml` has. */
  count: number;
}

/** The activities carousel: the featured activities (`portada.yml`) with their four highlights. */
export function HomeActivities({ title, lead, count }: HomeActivitiesProps) {
  return (
    <section className="home-section home-section--alt" aria-labelledby="actividades-titulo">
      <div className="container">
        <SectionHeading id="actividades-titulo" title={title} lead={lead} />
        <Carousel
          label={ACTIVITIES_CAROUSEL.label}
          slides={Array.from({ length: count }, (_, index) => (
            <StaticPart
              // biome-ignore lint/suspicious/noArrayIndexKey: the slides are the file's, in its order.
              key={index}
              id={`inicio-actividad-${index + 1}`}
              className="activities__part"
              load={PARTS.activitySlide}
              props={{ index }}
            />
          ))}
        />
      </div>
    </section>
  );
}
