import { Suspense } from "react";
import { lazyWhenVisible } from "../../components/lazy-when-visible.ts";
import { StaticPart } from "../../components/static-part.tsx";
import { CLUB } from "../../site-data/club.ts";
import { CONTACT } from "../../site-data/home.ts";
import { PARTS } from "./parts.ts";
import { SectionHeading } from "./section-heading.tsx";
import "./contact.css";

const mapQuery = encodeURIComponent(CLUB.mapQuery);

/** The form is the page's last section: its code comes when the visitor scrolls near it. */
const ContactForm = lazyWhenVisible("contacto", () =>
  import("./contact-form.tsx").then((module) => module.ContactForm),
);

/** The map's button, last on the page too: its code comes with the form's. */
const Embed = lazyWhenVisible("contacto", () =>
  import("../../components/embed.tsx").then((module) => module.Embed),
);

/** The form, the club's address, phone and opening hours, and the map on request (`/#contacto`). */
export function HomeContact() {
  return (
    <section id="contacto" className="home-section home-section--alt" aria-labelledby="contacto-titulo">
      <div className="container">
        <SectionHeading id="contacto-titulo" title={CONTACT.title} lead={CONTACT.lead} />
        <div className="contact">
          <Suspense>
            <ContactForm />
          </Suspense>
          <div className="contact__info">
            <StaticPart id="inicio-contacto-datos" load={PARTS.contactInfo} props={{}} />
            <Suspense>
              <Embed
                title={CONTACT.info.map}
                src={`https://www.google.com/maps?q=${mapQuery}&output=embed`}
                href={`https://www.google.com/maps/search/?api=1&query=${mapQuery}`}
                aspectRatio="4 / 3"
              />
            </Suspense>
          </div>
        </div>
      </div>
    </section>
  );
}
