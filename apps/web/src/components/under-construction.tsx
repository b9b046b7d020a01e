import type { ReactNode } from "react";
import { Link } from "react-router";
import { UNDER_CONSTRUCTION_COPY as COPY, type PageInProgressCard } from "../content/under-construction.ts";
import { HeroPhoto } from "./hero-photo.tsx";
import { PageHero } from "./page-hero.tsx";
import type { SingleImage } from "./responsive-image.tsx";
import "./under-construction.css";

interface UnderConstructionProps {
  page: PageInProgressCard;
  /** The club's photo of the activity, beside the title, instead of the drawing. */
  photo?: SingleImage;
  /** Extra lines for the card (a social link, an age range). */
  children?: ReactNode;
}

/** A page still being written: it names its own activity and leads back home. */
export function UnderConstruction({ page, photo, children }: UnderConstructionProps) {
  const comingSoon = page.status === "coming-soon";
  return (
    <>
      <PageHero
        title={comingSoon ? COPY.comingSoonHero : page.name}
        lead={comingSoon ? page.name : COPY.buildingHero}
        photo={photo && <HeroPhoto image={photo} />}
      />
      <section className="container under-construction" aria-labelledby="en-construccion">
        <div className="card card--centered">
          {/* The drawing stands in for a photo: not twice on a page that has one. */}
          {!photo && (
            <img className="under-construction__art" src={COPY.art} alt="" width={240} height={120} />
          )}
          <h2 id="en-construccion">{COPY.cardTitle}</h2>
          <p>{COPY.text(page.name)}</p>
          {children}
          <div className="card__actions">
            <Link className="button" to="/">
              {COPY.backHome}
            </Link>
            <Link className="button button--ghost" to="/valores-y-dias">
              {COPY.pricesLink}
            </Link>
            <Link className="button button--ghost" to="/#contacto">
              {COPY.contactLink}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
