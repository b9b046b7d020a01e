import { description, mandate, members } from "virtual:contenido/pagina/comision";
import { Link } from "react-router";
import { PageHero } from "../components/page-hero.tsx";
import { PageSection } from "../components/page-section.tsx";
import { pageMeta } from "../lib/meta.ts";
import { CLUB, mailHref, phoneHref, phoneText } from "../site-data/club.ts";
import { COMISION_TITLE, COMISION_COPY as COPY, officeHoursSentence } from "../site-data/comision.ts";
import "./comision/comision.css";

export const meta = () => pageMeta({ title: COMISION_TITLE, description });

/**
 * The Comisión Directiva: each position and who holds it, the mandate's years and the
 * page's description, from `content/comision.yml` (a few names: in the page's own code,
 * no loader). While the club has published none, the page is how to reach it through
 * the secretaría.
 */
export default function ComisionPage() {
  return (
    <>
      <PageHero title={COMISION_TITLE} lead={mandate ? COPY.mandate(mandate) : undefined} />

      {members.length > 0 && (
        <PageSection title={COPY.membersTitle}>
          <dl className="board-list" data-reveal>
            {members.map((member) => (
              <div key={`${member.position}-${member.name}`} className="board-list__row">
                <dt>{member.position}</dt>
                <dd>{member.name}</dd>
              </div>
            ))}
          </dl>
        </PageSection>
      )}

      <PageSection title={COPY.contactTitle} tone={members.length > 0 ? "alt" : "plain"}>
        <p className="board-contact">
          {COPY.callTheOffice}
          <a href={phoneHref(CLUB.phone)}>{phoneText(CLUB.phone)}</a>
          {COPY.orWrite}
          <a href={mailHref(CLUB.email.general)}>{CLUB.email.general}</a>.{" "}
          {officeHoursSentence(CLUB.openingHours)}
        </p>
        <div className="button-row">
          <Link to="/" className="button button--ghost">
            {COPY.backHome}
          </Link>
        </div>
      </PageSection>
    </>
  );
}
