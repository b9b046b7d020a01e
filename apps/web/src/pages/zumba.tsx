import { name, summary } from "virtual:contenido/pagina/zumba";
import { Link } from "react-router";
import { CtaBand } from "../components/cta-band.tsx";
import { PageHero } from "../components/page-hero.tsx";
import { PageSection } from "../components/page-section.tsx";
import { ScheduleTable } from "../components/schedule-table.tsx";
import { SmartLink } from "../components/smart-link.tsx";
import { pageMeta } from "../lib/meta.ts";
import { ACTIVITY_PAGE_COPY } from "../site-data/activity-page.ts";
import { CLUB } from "../site-data/club.ts";
import { ASK_THE_OFFICE } from "../site-data/valores.ts";
import { ZUMBA } from "../site-data/zumba.ts";
import { ClassVideo } from "./zumba/class-video.tsx";
import "./zumba/zumba.css";

const page = { name, summary };

export const meta = () => pageMeta({ title: page.name, description: page.summary });

/** Zumba: a class on video, what it is, the timetable and the club's social profile. */
export default function ZumbaPage() {
  return (
    <>
      <PageHero title={page.name} lead={ZUMBA.lead} />

      <PageSection title={ZUMBA.videoTitle}>
        <div className="split zumba-intro">
          <ClassVideo />
          <div>
            {ZUMBA.introTitle && <h3 className="zumba-subtitle">{ZUMBA.introTitle}</h3>}
            {ZUMBA.intro.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
          </div>
        </div>
      </PageSection>

      <PageSection title={ZUMBA.scheduleTitle} tone="alt" id="horarios">
        {ZUMBA.schedule ? <ScheduleTable {...ZUMBA.schedule} /> : <p>{ASK_THE_OFFICE}.</p>}
        {ZUMBA.scheduleNote && <p className="callout">{ZUMBA.scheduleNote}</p>}
        <p>
          <Link to="/horarios">{ACTIVITY_PAGE_COPY.week}</Link>
        </p>
      </PageSection>

      {ZUMBA.socialTitle && (
        <CtaBand id="zumba-redes" title={ZUMBA.socialTitle} text={ZUMBA.socialText ?? ""}>
          <SmartLink className="button" to={CLUB.social.instagram}>
            {ZUMBA.social}
          </SmartLink>
        </CtaBand>
      )}
    </>
  );
}
