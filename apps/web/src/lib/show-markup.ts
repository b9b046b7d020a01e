import type { Markup } from "./html.ts";

// Its own module, without the `html` template: the app's first load needs only this.

/** A short fingerprint of a markup, so two painters of the same element can tell it already shows it. */
function fingerprint(markup: Markup): string {
  let hash = 5381;
  for (let i = 0; i < markup.value.length; i++) hash = (hash * 33) ^ markup.value.charCodeAt(i);
  return `${markup.value.length.toString(36)}.${(hash >>> 0).toString(36)}`;
}

/**
 * Shows a markup in an element whose content React leaves alone: unless the element
 * already shows exactly that markup (painted before the app was live), so a table a fan
 * is already reading (its scroll, its column toggle) is not rebuilt under them.
 * The element carries `data-markup` while it shows something; `undefined` empties it.
 */
export function showMarkup(element: HTMLElement, markup: Markup | undefined): void {
  const key = markup?.value ? fingerprint(markup) : undefined;
  if (element.dataset.markup === key) return;
  element.innerHTML = markup?.value ?? "";
  if (key) element.dataset.markup = key;
  else delete element.dataset.markup;
}
