import { type ComponentType, useEffect, useState } from "react";
import { SHELL_COPY } from "../content/navigation.ts";

type Panel = ComponentType<{ onClose: () => void }>;

/** Where the desktop header takes over (site-chrome.css uses the same width). */
export const DESKTOP_QUERY = "(min-width: 64em)";

// The panel only ever runs after a tap, so its code is a lazy chunk, fetched once.
let panel: Promise<Panel> | undefined;
const loadPanel = () => {
  panel ??= import("./mobile-panel.tsx").then((module) => module.MobilePanel);
  return panel;
};

/**
 * The hamburger button of phones and tablets. It opens the side panel (mobile-panel
 * .tsx), whose code is fetched when the browser is idle on a narrow screen, or at the
 * latest on the first tap.
 */
export function MobileMenu() {
  const [Panel, setPanel] = useState<Panel | null>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (window.matchMedia?.(DESKTOP_QUERY).matches !== false) return;
    const idle = window.requestIdleCallback ?? setTimeout;
    idle(() => loadPanel().catch(() => {}));
  }, []);

  return (
    <>
      <button
        type="button"
        className="menu-button"
        aria-expanded={open}
        aria-controls={open ? "menu-movil" : undefined}
        onClick={() =>
          loadPanel().then((loaded) => {
            setPanel(() => loaded);
            setOpen(true);
          })
        }
      >
        <span className="menu-button__bars" aria-hidden="true" />
        <span className="visually-hidden">{SHELL_COPY.openMenu}</span>
      </button>
      {open && Panel && <Panel onClose={() => setOpen(false)} />}
    </>
  );
}
