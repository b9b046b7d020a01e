import { Link } from "react-router";
import { CtaBand } from "../components/cta-band.tsx";
import { Gallery } from "../components/gallery.tsx";
import { PageHero } from "../components/page-hero.tsx";
import { PageSection } from "../components/page-section.tsx";
import { ScheduleTable } from "../components/schedule-table.tsx";
import { SmartLink } from "../components/smart-link.tsx";
import { ACTIVITY_PAGES } from "../content/activity-pages.ts";
import { CLUB } from "../content/club.ts";
import { TENIS_MESA as CONTENT } from "../content/tenis-mesa.ts";
import { pageMeta } from "../lib/meta.ts";
import "./tenis-mesa/tenis-mesa.css";

const page = ACTIVITY_PAGES.tenisMesa;

export const meta = () => pageMeta({ title: page.name, description: CONTENT.lead });

/** Table tennis: its history in the club, classes and free play, the gallery and the social call. */
export default function TenisMesaPage() {
  return (
    <>
      <PageHero title={page.name} lead={CONTENT.lead} />

      <PageSection title={CONTENT.historyTitle}>
        <div className="tenis-mesa-history">
          {CONTENT.history.map((paragraph) => (
            <p key={paragraph.slice(0, 24)}>{paragraph}</p>
          ))}
        </div>
      </PageSection>

      <PageSection title={CONTENT.scheduleTitle} tone="alt" id={CONTENT.scheduleId}>
        <div className="tenis-mesa-schedules">
          <ScheduleTable caption={CONTENT.classesCaption} rows={CONTENT.classes} />
          <ScheduleTable caption={CONTENT.freePlayCaption} rows={CONTENT.freePlay} />
        </div>
        <ul className="tick-list tenis-mesa-perks">
          {CONTENT.perks.map((perk) => (
            <li key={perk}>{perk}</li>
          ))}
        </ul>
      </PageSection>

      <PageSection title={CONTENT.galleryTitle} lead={CONTENT.galleryLead}>
        <Gallery images={CONTENT.gallery} label={CONTENT.galleryLabel} />
      </PageSection>

      <CtaBand id="tenis-mesa-redes" title={CONTENT.socialTitle} text={CONTENT.socialText}>
        <SmartLink className="button" to={CLUB.social.instagram}>
          {CONTENT.social}
        </SmartLink>
        <Link className="button button--ghost" to="/valores-y-dias">
          {CONTENT.prices}
        </Link>
      </CtaBand>
    </>
  );
}
