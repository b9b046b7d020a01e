import { SmartLink } from "../components/smart-link.tsx";
import { CLUB, DEVELOPER_CREDIT, mailHref, phoneHref, phoneText } from "../site-data/club.ts";
import { FOOTER_NAV, SHELL_COPY, SOCIAL_NAV } from "../site-data/navigation.ts";

/** The footer: club facts and opening hours, the original site's links, social networks and the developer credit. */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <section aria-labelledby="footer-club" className="site-footer__club">
          <h2 id="footer-club" className="site-footer__title">
            {CLUB.name}
          </h2>
          <p>
            {CLUB.tagline}. {SHELL_COPY.founded} {CLUB.foundedLabel}.
          </p>
          <address>
            {CLUB.address}
            <br />
            {SHELL_COPY.phone}: <a href={phoneHref(CLUB.phone)}>{phoneText(CLUB.phone)}</a>
            <br />
            {SHELL_COPY.email}: <a href={mailHref(CLUB.email.general)}>{CLUB.email.general}</a>
            <br />
            <SmartLink to={`https://wa.me/${CLUB.whatsapp}`} external>
              {SHELL_COPY.whatsapp}
            </SmartLink>
          </address>
        </section>
        <section aria-labelledby="footer-hours">
          <h2 id="footer-hours" className="site-footer__title">
            {SHELL_COPY.footerHours}
          </h2>
          <dl className="site-footer__hours">
            {CLUB.openingHours.map((row) => (
              <div key={row.days}>
                <dt>{row.days}</dt>
                <dd>{row.hours}</dd>
              </div>
            ))}
          </dl>
        </section>
        <nav aria-labelledby="footer-links" className="site-footer__nav">
          <h2 id="footer-links" className="site-footer__title">
            {SHELL_COPY.footerLinks}
          </h2>
          <ul className="site-footer__links">
            {FOOTER_NAV.map((link) => (
              <li key={link.to}>
                <SmartLink to={link.to}>{link.label}</SmartLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-social">
          <h2 id="footer-social" className="site-footer__title">
            {SHELL_COPY.footerSocial}
          </h2>
          <ul className="site-footer__social">
            {SOCIAL_NAV.map((link) => (
              <li key={link.label}>
                <SmartLink to={link.to} external>
                  {link.label}
                </SmartLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="site-footer__credit">
        {DEVELOPER_CREDIT.text} ·{" "}
        {DEVELOPER_CREDIT.links.map((link) => (
          <SmartLink key={link.href} to={link.href} external>
            {link.label}
          </SmartLink>
        ))}
      </p>
    </footer>
  );
}
