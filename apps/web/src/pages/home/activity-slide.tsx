import { activitySlides } from "virtual:contenido/pagina/inicio/partes";
import { Icon } from "../../components/icon.tsx";
import { ResponsiveImage } from "../../components/responsive-image.tsx";
import { SmartLink } from "../../components/smart-link.tsx";

/** What an activity slide shows: artwork, title, subtitle, text, four highlights, a button (a static part). */
export function ActivitySlide({ index }: { index: number }) {
  const slide = activitySlides[index];
  if (!slide) return null;
  return (
    <div className="activity-slide">
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
  );
}
