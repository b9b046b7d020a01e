import { Link } from "react-router";
import { CtaBand } from "../components/cta-band.tsx";
import { Gallery } from "../components/gallery.tsx";
import { HeroPhoto } from "../components/hero-photo.tsx";
import { PageHero } from "../components/page-hero.tsx";
import { PageSection } from "../components/page-section.tsx";
import { ScheduleTable } from "../components/schedule-table.tsx";
import { SmartLink } from "../components/smart-link.tsx";
import { ACTIVITY_PAGES } from "../content/activity-pages.ts";
import { CLUB } from "../content/club.ts";
import { judoProfesoresPhoto } from "../content/club-photos.ts";
import { JUDO, JUDO_GALLERY } from "../content/judo.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/judo";
import "./judo/judo.css";

const page = ACTIVITY_PAGES.judo;

/** Build time: the club's photo and the gallery, as the page's data (in its HTML) rather than in its code. */
export const loader = () => ({ photo: judoProfesoresPhoto, gallery: JUDO_GALLERY });

export const meta = () => pageMeta({ title: page.name, description: JUDO.lead });

/** Judo: what it is, its values, the timetable, the gallery, its benefits and the social call. */
export default function JudoPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero title={page.name} lead={JUDO.lead} photo={<HeroPhoto image={loaderData.photo} />} />

      <PageSection title={JUDO.introTitle}>
        <div className="judo-intro">
          {JUDO.intro.map((paragraph) => (
            <p key={paragraph.slice(0, 24)}>{paragraph}</p>
          ))}
        </div>
        <h3 className="judo-subtitle">{JUDO.valuesTitle}</h3>
        <ul className="tile-grid">
          {JUDO.values.map((value, index) => (
            <li key={value.title} className={index % 2 ? "tile tile--accent" : "tile"} data-reveal>
              <h4 className="judo-value">{value.title}</h4>
              <p>{value.description}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection title={JUDO.scheduleTitle} tone="alt" id="horarios">
        <ScheduleTable caption={JUDO.scheduleCaption} rows={JUDO.schedule} />
        <p className="callout">{JUDO.trialClass}</p>
      </PageSection>

      <PageSection title={JUDO.galleryTitle} lead={JUDO.galleryLead}>
        <Gallery images={loaderData.gallery} label={JUDO.galleryLabel} />
      </PageSection>

      <PageSection title={JUDO.benefitsTitle} tone="alt">
        <ul className="tick-list">
          {JUDO.benefits.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
      </PageSection>

      <CtaBand id="judo-redes" title={JUDO.socialTitle} text={JUDO.socialText}>
        <SmartLink className="button" to={CLUB.social.instagram}>
          {JUDO.social}
        </SmartLink>
        <Link className="button button--ghost" to="/valores-y-dias">
          {JUDO.prices}
        </Link>
      </CtaBand>
    </>
  );
}
