import { PageHero } from "../components/page-hero.tsx";
import { PageSection } from "../components/page-section.tsx";
import { StatList } from "../components/stat-list.tsx";
import { pageMeta } from "../lib/meta.ts";
import { ACCION_SOCIAL_TITLE, SOCIAL_ACTION as COPY, collaborateMailto } from "../site-data/accion-social.ts";
import "./accion-social/accion-social.css";

export const meta = () => pageMeta({ title: ACCION_SOCIAL_TITLE, description: COPY.description });

/** The club's social initiatives with their figures, and how to help (`content/accion-social.yml`). */
export default function AccionSocialPage() {
  return (
    <>
      <PageHero title={ACCION_SOCIAL_TITLE} lead={COPY.intro} />

      <PageSection title={COPY.initiativesTitle}>
        <div className="initiatives">
          {COPY.initiatives.map((initiative) => (
            <article key={initiative.id} id={initiative.id} className="initiative" data-reveal>
              <img
                src={initiative.image.src}
                alt={initiative.image.alt}
                width={initiative.image.width}
                height={initiative.image.height}
                loading="lazy"
                decoding="async"
              />
              <div className="initiative__body">
                <h3>{initiative.title}</h3>
                <p>{initiative.description}</p>
                {initiative.figures.length > 0 && <StatList items={initiative.figures} />}
              </div>
            </article>
          ))}
        </div>
      </PageSection>

      <PageSection title={COPY.volunteerTitle} lead={COPY.volunteerLead} tone="alt">
        <ul className="tile-grid">
          {COPY.waysToHelp.map((way, index) => (
            <li key={way.title} className={index === 1 ? "tile tile--accent" : "tile"} data-reveal>
              <h3>{way.title}</h3>
              <p>{way.description}</p>
            </li>
          ))}
        </ul>
        <div className="cta-band accion-social-cta" data-reveal>
          <h3>{COPY.collaborate.title}</h3>
          <p>{COPY.collaborate.text}</p>
          <div className="button-row">
            <a className="button" href={collaborateMailto(COPY.collaborate.subject)}>
              {COPY.collaborate.button}
            </a>
          </div>
        </div>
      </PageSection>
    </>
  );
}
