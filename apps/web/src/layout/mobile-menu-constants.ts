// Shared by the menu (mobile-menu.tsx) and its lazy chunks (mobile-panel.tsx,
// mobile-panel-behaviour.ts), which import them from here rather than from the menu
// that loads them: no import circle.

/** Where the desktop header takes over (site-chrome.css uses the same width). */
export const DESKTOP_QUERY = "(min-width: 64em)";

/** The popover's id, which the hamburger and the panel's close button name. */
export const MOBILE_PANEL_ID = "menu-movil";
