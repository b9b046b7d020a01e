import type { ReactNode } from "react";
import { Link } from "react-router";
import { UNDER_CONSTRUCTION_COPY as COPY, type PageInProgressCard } from "../content/under-construction.ts";
import { PageHero } from "./page-hero.tsx";
import "./under-construction.css";

interface UnderConstructionProps {
  page: PageInProgressCard;
  /** Extra lines for the card (a social link, an age range). */
  children?: ReactNode;
}

/** A page still being written: it names its own activity and leads back home. */
export function UnderConstruction({ page, children }: UnderConstructionProps) {
  const comingSoon = page.status === "coming-soon";
  return (
    <>
      <PageHero
        title={comingSoon ? COPY.comingSoonHero : page.name}
        lead={comingSoon ? page.name : COPY.buildingHero}
      />
      <section className="container under-construction" aria-labelledby="en-construccion">
        <div className="card card--centered">
          <img className="under-construction__art" src={COPY.art} alt="" width={240} height={120} />
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
