import { SmartLink } from "../components/smart-link.tsx";
import { CLUB } from "../site-data/club.ts";
import { isMenu, isSubmenu, MOBILE_NAV, PORTAL_LINK, SHELL_COPY } from "../site-data/navigation.ts";
import { MOBILE_PANEL_ID } from "./mobile-menu-constants.ts";

/**
 * What the phone and tablet menu holds: the club's name and the close button, the
 * original site's accordion sections between the header's plain links, and the portal button.
 * Plain markup: it sits in every prerendered page inside the menu's popover
 * (mobile-menu.tsx), never hydrated (a `StaticPart`), so it costs the first load no
 * JavaScript; mobile-menu.tsx gives it its behaviour. The close button closes the
 * popover natively, with or without the app.
 */
export function MobilePanelContent() {
  return (
    <>
      <div className="mobile-panel__bar">
        <span className="mobile-panel__brand">{CLUB.shortName}</span>
        <button
          type="button"
          className="mobile-panel__close"
          popoverTarget={MOBILE_PANEL_ID}
          popoverTargetAction="hide"
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path d="M5 5l14 14M19 5 5 19" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span className="visually-hidden">{SHELL_COPY.closeMenu}</span>
        </button>
      </div>
      <nav aria-label={SHELL_COPY.phoneNav} className="mobile-panel__nav">
        <ul>
          {MOBILE_NAV.map((item) =>
            isMenu(item) ? (
              <li key={item.id} className="mobile-panel__item">
                <button
                  type="button"
                  className="mobile-panel__section"
                  aria-expanded="false"
                  aria-controls={`panel-${item.id}`}
                >
                  {item.label}
                </button>
                <ul id={`panel-${item.id}`} className="mobile-panel__links" hidden>
                  {item.items.map((entry) =>
                    isSubmenu(entry) ? (
                      <li key={entry.label} className="mobile-panel__group">
                        <span className="mobile-panel__group-title">{entry.label}</span>
                        <ul>
                          {entry.links.map((link) => (
                            <li key={link.to}>
                              <SmartLink to={link.to}>{link.label}</SmartLink>
                            </li>
                          ))}
                        </ul>
                      </li>
                    ) : (
                      <li key={entry.to}>
                        <SmartLink to={entry.to}>{entry.label}</SmartLink>
                      </li>
                    ),
                  )}
                </ul>
              </li>
            ) : (
              <li key={item.to} className="mobile-panel__item">
                <SmartLink to={item.to} className="mobile-panel__link">
                  {item.label}
                </SmartLink>
              </li>
            ),
          )}
        </ul>
      </nav>
      <SmartLink to={PORTAL_LINK.to} external className="button mobile-panel__portal">
        {PORTAL_LINK.label}
      </SmartLink>
    </>
  );
}
