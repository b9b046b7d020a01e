import { useEffect, useRef } from "react";
import { StaticPart } from "../components/static-part.tsx";
import { SHELL_COPY } from "../site-data/navigation.ts";
import { DESKTOP_QUERY, MOBILE_PANEL_ID } from "./mobile-menu-constants.ts";

const loadPanel = () => import("./mobile-panel.tsx").then((module) => module.MobilePanelContent);
const loadBehaviour = () => import("./mobile-panel-behaviour.ts").then((module) => module.enhancePanel);

/**
 * The hamburger button of phones and tablets and its full-screen side panel.
 *
 * Native HTML first (docs/quality.md#first-tap): the panel is a `popover` in every
 * prerendered page and the button its `popovertarget`, so the first tap opens it even
 * before the app is live; Escape and the close button close it natively, and the page
 * behind does not scroll while it is open (mobile-panel.css); its links are plain
 * links. Once the app is live, mobile-panel-behaviour.ts adds the rest (the button's
 * `aria-expanded`, focus trap, accordion, closing on a link); its code comes when the
 * browser is idle on a narrow screen, or on the first opening.
 */
export function MobileMenu() {
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = panel.current;
    if (!element) return;
    let live = true;
    let undo: (() => void) | undefined;
    const enhance = () =>
      loadBehaviour().then(
        (enhancePanel) => {
          if (live && !undo) undo = enhancePanel(element);
        },
        () => {},
      );
    element.addEventListener("toggle", enhance, { once: true });
    // Opened by a tap before the app was live, or a phone: ready before the first tap.
    if (element.matches(":popover-open") || window.matchMedia?.(DESKTOP_QUERY).matches === false)
      (window.requestIdleCallback ?? setTimeout)(enhance);
    return () => {
      live = false;
      element.removeEventListener("toggle", enhance);
      undo?.();
    };
  }, []);

  return (
    <>
      <button
        type="button"
        className="menu-button"
        popoverTarget={MOBILE_PANEL_ID}
        // Kept in step by mobile-panel-behaviour.ts (React never writes it again after this).
        aria-expanded="false"
        aria-controls={MOBILE_PANEL_ID}
      >
        <span className="menu-button__bars" aria-hidden="true" />
        <span className="visually-hidden">{SHELL_COPY.openMenu}</span>
      </button>
      <div
        ref={panel}
        id={MOBILE_PANEL_ID}
        popover="auto"
        role="dialog"
        aria-modal="true"
        aria-label={SHELL_COPY.panelLabel}
        className="mobile-panel"
      >
        <StaticPart id="menu-movil-contenido" className="mobile-panel__box" load={loadPanel} props={{}} />
      </div>
    </>
  );
}
