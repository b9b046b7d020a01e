import { Icon } from "../../components/icon.tsx";
import { JsonLd } from "../../components/json-ld.tsx";
import { sportsClubData } from "../../lib/sports-club-data.ts";
import { CLUB, mailHref, phoneHref, phoneText } from "../../site-data/club.ts";
import { CONTACT } from "../../site-data/home.ts";

/**
 * The club's address, phone and opening hours (a static part; styles in contact.css),
 * and the same facts as the club's schema.org `SportsClub` for search engines.
 */
export function ContactInfo() {
  return (
    <>
      <JsonLd data={sportsClubData()} />
      <h3>{CONTACT.info.title}</h3>
      <dl className="contact__facts">
        <div>
          <dt>
            <Icon name="pin" />
            {CONTACT.info.address}
          </dt>
          <dd>{CLUB.address}</dd>
        </div>
        <div>
          <dt>
            <Icon name="phone" />
            {CONTACT.info.phone}
          </dt>
          <dd>
            <a href={phoneHref(CLUB.phone)}>{phoneText(CLUB.phone)}</a>
          </dd>
        </div>
        <div>
          <dt>
            <Icon name="mail" />
            {CONTACT.info.email}
          </dt>
          <dd>
            <a href={mailHref(CLUB.email.general)}>{CLUB.email.general}</a>
          </dd>
        </div>
        <div>
          <dt>
            <Icon name="clock" />
            {CONTACT.info.hours}
          </dt>
          {CLUB.openingHours.map((line) => (
            <dd key={line.days}>
              {line.days}: {line.hours}
            </dd>
          ))}
        </div>
      </dl>
    </>
  );
}
