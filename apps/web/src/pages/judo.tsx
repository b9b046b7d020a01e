import { Link } from "react-router";
import { CtaBand } from "../components/cta-band.tsx";
import { Gallery } from "../components/gallery.tsx";
import { PageHero } from "../components/page-hero.tsx";
import { PageSection } from "../components/page-section.tsx";
import { ScheduleTable } from "../components/schedule-table.tsx";
import { SmartLink } from "../components/smart-link.tsx";
import { ACTIVITIES } from "../content/activities.ts";
import { CLUB } from "../content/club.ts";
import { JUDO } from "../content/judo.ts";
import { pageMeta } from "../lib/meta.ts";
import "./judo/judo.css";

const page = ACTIVITIES.judo;

export const meta = () => pageMeta({ title: page.name, description: JUDO.lead });

/** Judo: what it is, its values, the timetable, the gallery, its benefits and the social call. */
export default function JudoPage() {
  return (
    <>
      <PageHero title={page.name} lead={JUDO.lead} photo={page.photo} />

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
        <Gallery images={JUDO.gallery} label={JUDO.galleryLabel} />
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
