import { Link } from "react-router";
import { SmartLink } from "../components/smart-link.tsx";
import { CLUB } from "../site-data/club.ts";
import { MEMBERSHIP_NAV } from "../site-data/navigation.ts";
import { DesktopNav } from "./desktop-nav.tsx";
import { MobileMenu } from "./mobile-menu.tsx";

/**
 * The site header, generated from the navigation tree: the desktop menus and the
 * portal buttons from 1024 px up, the hamburger and its panel below.
 */
export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="site-header__brand">
          {/* The small shield, without the ribbon (its lettering is not legible at this size). */}
          <img src="/favicon.svg" alt="" width="36" height="40" />
          <span>{CLUB.shortName}</span>
        </Link>
        <DesktopNav />
        <div className="site-header__actions">
          {MEMBERSHIP_NAV.map((link, index) => (
            <SmartLink
              key={link.label}
              to={link.to}
              external
              className={`button button--small${index > 0 ? " button--ghost" : ""}`}
            >
              {link.label}
            </SmartLink>
          ))}
        </div>
        <MobileMenu />
      </div>
    </header>
  );
}
