import { Embed } from "../../components/embed.tsx";
import { CLUB } from "../../content/club.ts";
import { CONTACT } from "../../content/home.ts";
import { ContactForm } from "./contact-form.tsx";
import { Icon } from "./icon.tsx";
import { SectionHeading } from "./section-heading.tsx";
import "./contact.css";

const mapQuery = encodeURIComponent(CLUB.mapQuery);

/** The form, the club's address, phone and opening hours, and the map on request (`/#contacto`). */
export function HomeContact() {
  return (
    <section id="contacto" className="home-section home-section--alt" aria-labelledby="contacto-titulo">
      <div className="container">
        <SectionHeading id="contacto-titulo" title={CONTACT.title} lead={CONTACT.lead} />
        <div className="contact">
          <ContactForm />
          <div className="contact__info">
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
                  <a href={`tel:${CLUB.phone.replace(/[^\d+]/g, "")}`}>{CLUB.phone}</a>
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
            <Embed
              title={CONTACT.info.map}
              src={`https://www.google.com/maps?q=${mapQuery}&output=embed`}
              href={`https://www.google.com/maps/search/?api=1&query=${mapQuery}`}
              aspectRatio="4 / 3"
            />
          </div>
        </div>
      </div>
    </section>
  );
}
