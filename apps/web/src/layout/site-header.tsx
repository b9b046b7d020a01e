import { Link } from "react-router";
import { SmartLink } from "../components/smart-link.tsx";
import { CLUB } from "../content/club.ts";
import { HEADER_NAV, isMenu, isSubmenu, MEMBERSHIP_NAV, type NavMenu } from "../content/navigation.ts";

function MenuLinks({ menu }: { menu: NavMenu }) {
  return (
    <ul className="site-nav__menu">
      {menu.items.map((item) =>
        isSubmenu(item) ? (
          <li key={item.label}>
            <span className="site-nav__group">{item.label}</span>
            <ul>
              {item.links.map((link) => (
                <li key={link.to}>
                  <SmartLink to={link.to}>{link.label}</SmartLink>
                </li>
              ))}
            </ul>
          </li>
        ) : (
          <li key={item.to}>
            <SmartLink to={item.to}>{item.label}</SmartLink>
          </li>
        ),
      )}
    </ul>
  );
}

/** The site header, generated from the navigation tree. */
export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="site-header__brand">
          <img src="/logo.svg" alt="" width="40" height="40" />
          <span>{CLUB.shortName}</span>
        </Link>
        <nav aria-label="Principal" className="site-nav">
          <ul className="site-nav__top">
            {HEADER_NAV.map((item) =>
              isMenu(item) ? (
                <li key={item.id}>
                  <details className="site-nav__details">
                    <summary>{item.label}</summary>
                    <MenuLinks menu={item} />
                  </details>
                </li>
              ) : (
                <li key={item.to}>
                  <SmartLink to={item.to}>{item.label}</SmartLink>
                </li>
              ),
            )}
          </ul>
        </nav>
        <div className="site-header__actions">
          {MEMBERSHIP_NAV.map((link) => (
            <SmartLink key={link.label} to={link.to} external className="button button--small">
              {link.label}
            </SmartLink>
          ))}
        </div>
      </div>
    </header>
  );
}
