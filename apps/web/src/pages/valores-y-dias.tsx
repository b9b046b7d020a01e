import { Link } from "react-router";
import { PublishedEmbed } from "../components/embed.tsx";
import { PageHero } from "../components/page-hero.tsx";
import { PageSection } from "../components/page-section.tsx";
import { SmartLink } from "../components/smart-link.tsx";
import { pageMeta } from "../lib/meta.ts";
import { ACTIVITY_DAYS } from "../site-data/activities/lists.ts";
import { CLUB } from "../site-data/club.ts";
import {
  ASK_THE_OFFICE,
  VALORES_COPY as COPY,
  MEMBERSHIP,
  VALORES_EMBED,
  VALORES_PAGE,
} from "../site-data/valores.ts";
import type { Route } from "./+types/valores-y-dias";
import "../components/fallback-line.css";
import "./valores-y-dias/valores-y-dias.css";

const page = VALORES_PAGE;

export const meta = () => pageMeta(page);

/**
 * The training days come from the activities' files at build time, into the page's
 * HTML (docs/architecture.md#activities): no timetable is in its JavaScript.
 */
export function loader() {
  return { days: ACTIVITY_DAYS };
}

/** Reached in the browser (or offline): the same list, from a chunk of its own. */
export async function clientLoader() {
  return { days: (await import("../site-data/activities/lists.ts")).ACTIVITY_DAYS };
}

/** Prices and training days as real text (readable and searchable), plus the club's presentation. */
export default function ValoresYDiasPage({ loaderData }: Route.ComponentProps) {
  const scheduled = loaderData.days.filter((activity) => activity.rows.length > 0);
  const unscheduled = loaderData.days.filter((activity) => activity.rows.length === 0);
  return (
    <>
      <PageHero title={page.title} lead={page.description} />

      <PageSection title={COPY.membershipTitle}>
        <div className="valores-fee">
          <div className="valores-fee__card" data-reveal>
            <h3>{MEMBERSHIP.title}</h3>
            <p className="valores-fee__price">
              <strong>{MEMBERSHIP.price}</strong> <span>{MEMBERSHIP.period}</span>
            </p>
            <p>{MEMBERSHIP.description}</p>
          </div>
          <div className="valores-fee__family" data-reveal>
            <table className="valores-table">
              <caption>{COPY.familyTitle}</caption>
              <thead>
                <tr>
                  <th scope="col">{COPY.familyMembers}</th>
                  <th scope="col">{COPY.familyDiscount}</th>
                </tr>
              </thead>
              <tbody>
                {MEMBERSHIP.familyDiscounts.map((row) => (
                  <tr key={row.members}>
                    <th scope="row">{row.members}</th>
                    <td>{row.discount}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="valores-fee__note">{MEMBERSHIP.note}</p>
          </div>
        </div>
      </PageSection>

      <PageSection title={COPY.scheduleTitle} lead={COPY.scheduleLead} tone="alt" id="dias">
        <ul className="tile-grid">
          {scheduled.map((activity) => (
            <li key={activity.path} className="tile" data-reveal>
              <h3>
                <Link to={activity.path}>{activity.name}</Link>
              </h3>
              <ul className="valores-days">
                {activity.rows.map((row) => (
                  <li key={`${row.group}-${row.days}`}>
                    <strong>{row.group}</strong>
                    <span>
                      {row.days}, {row.hours}
                    </span>
                    {row.note && <span className="valores-days__note">{row.note}</span>}
                  </li>
                ))}
              </ul>
              {activity.note && <p className="valores-days__extra">{activity.note}</p>}
            </li>
          ))}
        </ul>

        <table className="valores-table valores-table--wide">
          <caption>{COPY.moreTitle}</caption>
          <thead>
            <tr>
              <th scope="col">{COPY.activity}</th>
              <th scope="col">{COPY.daysAndHours}</th>
            </tr>
          </thead>
          <tbody>
            {unscheduled.map((activity) => (
              <tr key={activity.path}>
                <th scope="row">
                  <Link to={activity.path}>{activity.name}</Link>
                </th>
                <td>
                  {ASK_THE_OFFICE}
                  {activity.note && <span className="valores-days__note">{activity.note}</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>

        <div className="valores-office" data-reveal>
          <h3>{COPY.officeTitle}</h3>
          <ul>
            {CLUB.openingHours.map((slot) => (
              <li key={slot.days}>
                <strong>{slot.days}:</strong> {slot.hours}
              </li>
            ))}
          </ul>
        </div>
      </PageSection>

      <PageSection title={COPY.presentationTitle} lead={COPY.presentationLead}>
        <PublishedEmbed
          source={VALORES_EMBED}
          missing={{
            text: COPY.presentationMissing,
            link: { label: COPY.presentationMissingLink, to: CLUB.social.instagram },
          }}
        />
        <div className="cta-band valores-cta" data-reveal>
          <h3>{COPY.ctaTitle}</h3>
          <p>{COPY.ctaText}</p>
          <div className="button-row">
            <Link className="button" to="/#contacto">
              {COPY.contact}
            </Link>
            <SmartLink className="button button--ghost" to={CLUB.social.instagram}>
              {COPY.social}
            </SmartLink>
          </div>
        </div>
      </PageSection>
    </>
  );
}
