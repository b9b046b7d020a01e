import { membership } from "virtual:contenido/pagina/inicio/partes";
import { Link } from "react-router";
import { Icon } from "../../components/icon.tsx";
import { SmartLink } from "../../components/smart-link.tsx";
import { MEMBERSHIP_LINKS } from "../../site-data/home-membership.ts";
import { PORTAL_LINK, SIGN_UP_LINK } from "../../site-data/navigation.ts";
import { SectionHeading } from "./section-heading.tsx";

/**
 * Membership fees and family discounts (`valores.yml`, with the cards' words of
 * `portada.yml`), and the way into the member portal (`/#asociate`).
 */
export function HomeMembership() {
  return (
    <section id="asociate" className="home-section" aria-labelledby="asociate-titulo">
      <div className="container">
        <SectionHeading id="asociate-titulo" title={membership.title} lead={membership.lead} />
        <ul className="plans">
          {membership.plans.map((plan) => (
            <li key={plan.id} className="plan-card" data-reveal>
              <h3>{plan.title}</h3>
              <p>{plan.description}</p>
              <p className="plan-card__price">
                <strong>{plan.price}</strong> {plan.period}
              </p>
              <ul className="plan-card__details">
                {plan.details.map((detail) => (
                  <li key={detail}>
                    <Icon name="check" />
                    {detail}
                  </li>
                ))}
              </ul>
              {plan.note && <p className="plan-card__note">{plan.note}</p>}
            </li>
          ))}
        </ul>
        <p className="membership__actions">
          {[SIGN_UP_LINK, PORTAL_LINK].map((link, index) => (
            <SmartLink
              key={link.label}
              to={link.to}
              external
              className={index === 0 ? "button" : "button button--ghost"}
            >
              {link.label}
            </SmartLink>
          ))}
          <Link to={MEMBERSHIP_LINKS.values.to} className="membership__values">
            {MEMBERSHIP_LINKS.values.label}
          </Link>
          <Link to={MEMBERSHIP_LINKS.schedule.to} className="membership__values">
            {MEMBERSHIP_LINKS.schedule.label}
          </Link>
        </p>
      </div>
    </section>
  );
}
