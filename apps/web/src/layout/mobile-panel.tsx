import { useEffect, useState } from "react";
import { Dialog } from "../components/dialog.tsx";
import { SmartLink } from "../components/smart-link.tsx";
import { CLUB } from "../content/club.ts";
import { isMenu, isSubmenu, MOBILE_NAV, PORTAL_LINK, SHELL_COPY } from "../content/navigation.ts";
import "./mobile-panel.css";

/**
 * The phone and tablet menu: a full-screen side panel (a modal dialog) with the
 * original site's accordion sections, at most one expanded (pressing the open one collapses
 * it) between the header's plain links. Any link closes it. Loaded on demand by
 * MobileMenu, rendered only while open.
 */
export function MobilePanel({ onClose }: { onClose: () => void }) {
  const [section, setSection] = useState<string | null>(null);

  // Widening the window past the breakpoint hides the hamburger: the panel goes with it.
  useEffect(() => {
    // The same width as DESKTOP_QUERY (mobile-menu.tsx), written out so this lazy chunk imports nothing from the shell.
    const desktop = window.matchMedia?.("(min-width: 64em)");
    const onChange = () => desktop?.matches && onClose();
    desktop?.addEventListener("change", onChange);
    return () => desktop?.removeEventListener("change", onChange);
  }, [onClose]);

  return (
    <Dialog id="menu-movil" label={SHELL_COPY.panelLabel} className="mobile-panel" onClose={onClose}>
      <div className="mobile-panel__bar">
        <span className="mobile-panel__brand">{CLUB.shortName}</span>
        <button type="button" className="mobile-panel__close" onClick={onClose}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path d="M5 5l14 14M19 5 5 19" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span className="visually-hidden">{SHELL_COPY.closeMenu}</span>
        </button>
      </div>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: catches the clicks of the links inside, which keyboards operate. */}
      <nav
        aria-label={SHELL_COPY.mainNav}
        className="mobile-panel__nav"
        onClick={(event) => (event.target as Element).closest("a") && onClose()}
      >
        <ul>
          {MOBILE_NAV.map((item) =>
            isMenu(item) ? (
              <li key={item.id} className="mobile-panel__item">
                <button
                  type="button"
                  className="mobile-panel__section"
                  aria-expanded={section === item.id}
                  aria-controls={`panel-${item.id}`}
                  onClick={() => setSection(section === item.id ? null : item.id)}
                >
                  {item.label}
                </button>
                <ul id={`panel-${item.id}`} className="mobile-panel__links" hidden={section !== item.id}>
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
    </Dialog>
  );
}
