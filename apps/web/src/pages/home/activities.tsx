import { Carousel } from "../../components/carousel.tsx";
import { ResponsiveImage } from "../../components/responsive-image.tsx";
import { SmartLink } from "../../components/smart-link.tsx";
import { ACTIVITY_SLIDES } from "../../content/home.ts";
import { Icon } from "./icon.tsx";
import { SectionHeading } from "./section-heading.tsx";
import "./activities.css";

/** The activities carousel: six featured activities with their four highlights. */
export function HomeActivities() {
  return (
    <section className="home-section home-section--alt" aria-labelledby="actividades-titulo">
      <div className="container">
        <SectionHeading id="actividades-titulo" title={ACTIVITY_SLIDES.title} lead={ACTIVITY_SLIDES.lead} />
        <Carousel
          label={ACTIVITY_SLIDES.label}
          className="activities-carousel"
          slides={ACTIVITY_SLIDES.slides.map((slide) => (
            <div className="activity-slide" key={slide.id}>
              <ResponsiveImage
                image={slide.image}
                className="activity-slide__art"
                sizes="(min-width: 48em) 50vw, 100vw"
              />
              <div className="activity-slide__body">
                <h3>{slide.title}</h3>
                <p className="activity-slide__subtitle">{slide.subtitle}</p>
                <p>{slide.description}</p>
                <ul className="activity-slide__features">
                  {slide.features.map((feature) => (
                    <li key={feature.text}>
                      <Icon name={feature.icon} />
                      {feature.text}
                    </li>
                  ))}
                </ul>
                <SmartLink to={slide.link} className="button">
                  {slide.buttonText}
                </SmartLink>
              </div>
            </div>
          ))}
        />
      </div>
    </section>
  );
}
