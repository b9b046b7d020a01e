import { SmartLink } from "../components/smart-link.tsx";
import { CLUB, DEVELOPER_CREDIT } from "../content/club.ts";
import { FOOTER_NAV, SOCIAL_NAV } from "../content/navigation.ts";

/** The footer: club facts, the spec's links, social networks and the developer credit. */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <section aria-labelledby="footer-club">
          <h2 id="footer-club" className="site-footer__title">
            {CLUB.name}
          </h2>
          <p>
            {CLUB.tagline}. Fundado el {CLUB.foundedLabel}.
          </p>
          <address>
            {CLUB.address}
            <br />
            Teléfono: <a href={`tel:${CLUB.phone.replace(/[^\d+]/g, "")}`}>{CLUB.phone}</a>
          </address>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="site-footer__title">
            Deportes y secciones
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
            Seguinos
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
