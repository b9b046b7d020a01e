import { trapFocus } from "../lib/focus.ts";
import { DESKTOP_QUERY } from "./mobile-menu-constants.ts";

/** Shows one accordion section of the panel (or none): the original site's accordion, at most one open (docs/product.md#navigation). */
function showSection(panel: HTMLElement, section: Element | null) {
  for (const button of panel.querySelectorAll(".mobile-panel__section")) {
    const open = button === section;
    button.setAttribute("aria-expanded", String(open));
    const list = document.getElementById(button.getAttribute("aria-controls") ?? "");
    if (list) list.hidden = !open;
  }
}

/**
 * What the phone panel's popover (mobile-menu.tsx) does once the app is live, beyond
 * what HTML does alone: the hamburger's `aria-expanded`, focus held inside while it
 * is open and given back after,
 * Escape; the accordion sections (a tap on the open one collapses it); closing when a
 * link is followed or when the window widens to the desktop header. Loaded when the
 * browser is idle on a narrow screen, or at the latest on the first opening, and
 * applied to a panel that may already be open. Returns the undo.
 */
export function enhancePanel(panel: HTMLElement): () => void {
  let release: (() => void) | undefined;
  const buttons = document.querySelectorAll(`[popovertarget="${panel.id}"]:not([popovertargetaction])`);
  const sync = () => {
    const open = panel.matches(":popover-open");
    for (const button of buttons) button.setAttribute("aria-expanded", String(open));
    if (open && !release) {
      release = trapFocus(panel, () => panel.hidePopover());
    } else if (!open && release) {
      release();
      release = undefined;
      showSection(panel, null);
    }
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target as Element;
    const section = target.closest(".mobile-panel__section");
    if (section) showSection(panel, section.getAttribute("aria-expanded") === "true" ? null : section);
    else if (target.closest("a")) panel.hidePopover();
  };
  const desktop = window.matchMedia?.(DESKTOP_QUERY);
  const onWiden = () => desktop?.matches && panel.matches(":popover-open") && panel.hidePopover();

  panel.addEventListener("toggle", sync);
  panel.addEventListener("click", onClick);
  desktop?.addEventListener("change", onWiden);
  sync();
  return () => {
    for (const button of buttons) button.setAttribute("aria-expanded", "false");
    panel.removeEventListener("toggle", sync);
    panel.removeEventListener("click", onClick);
    desktop?.removeEventListener("change", onWiden);
    release?.();
  };
}
