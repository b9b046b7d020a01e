import { Link } from "react-router";
import { PageHero } from "../components/page-hero.tsx";
import { PageSection } from "../components/page-section.tsx";
import { ScheduleTable } from "../components/schedule-table.tsx";
import { ACTIVITIES } from "../content/activities.ts";
import { AIKIDO } from "../content/aikido.ts";
import { CLUB } from "../content/club.ts";
import { pageMeta } from "../lib/meta.ts";
import { FadeInImage } from "./aikido/fade-in-image.tsx";
import "./aikido/aikido.css";

const page = ACTIVITIES.aikido;

export const meta = () => pageMeta({ title: page.name, description: page.summary });

/** Aikido: what it is, the timetable, who teaches it, and a call to phone the club. */
export default function AikidoPage() {
  return (
    <>
      <PageHero title={page.name} lead={AIKIDO.lead} />

      <PageSection title={AIKIDO.introTitle}>
        <div className="split">
          <div>
            {AIKIDO.intro.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
          </div>
          <FadeInImage {...AIKIDO.image} className="aikido-image" />
        </div>
      </PageSection>

      <PageSection title={AIKIDO.scheduleTitle} tone="alt" id="horarios">
        <ScheduleTable caption={AIKIDO.scheduleCaption} rows={AIKIDO.schedule} />
        <ul className="tick-list aikido-facts">
          {AIKIDO.facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
      </PageSection>

      <PageSection title={AIKIDO.instructorTitle}>
        <div className="aikido-instructor">
          {AIKIDO.instructor.map((paragraph) => (
            <p key={paragraph.slice(0, 24)}>{paragraph}</p>
          ))}
        </div>
        <div className="cta-band aikido-cta" data-reveal>
          <h3>{AIKIDO.ctaTitle}</h3>
          <p>{AIKIDO.ctaText}</p>
          <div className="button-row">
            <a className="button" href={AIKIDO.phoneHref}>
              <svg className="aikido-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M6 3h3l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v3a2 2 0 0 1-2 2A16 16 0 0 1 4 5a2 2 0 0 1 2-2" />
              </svg>
              {AIKIDO.call} ({CLUB.phone})
            </a>
            <Link className="button button--ghost" to="/">
              {AIKIDO.home}
            </Link>
          </div>
        </div>
      </PageSection>
    </>
  );
}
