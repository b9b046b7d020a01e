const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The elements of `container` that take keyboard focus, in document order. */
export function focusables(container: Element): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest("[hidden]"));
}

/** Open dialogs, innermost last: only the innermost one answers the keyboard. */
const stack: HTMLElement[] = [];

/**
 * Holds keyboard focus inside a modal `container` (docs/product.md#site-wide, rule 7): the first
 * focusable element gets focus, Tab and Shift+Tab wrap around inside (never out to
 * the page or the browser's bar), Escape calls `onEscape`. Returns the release,
 * which gives focus back to where it was. (A modal <dialog> also makes the page
 * behind inert; this adds the wrap and the way back.)
 */
export function trapFocus(container: HTMLElement, onEscape: () => void): () => void {
  const previous = document.activeElement as HTMLElement | null;
  stack.push(container);
  (focusables(container)[0] ?? container).focus();

  const onKey = (event: KeyboardEvent) => {
    if (stack.at(-1) !== container) return;
    if (event.key === "Escape") {
      event.preventDefault();
      onEscape();
    } else if (event.key === "Tab") {
      const items = focusables(container);
      const active = document.activeElement;
      const edge = event.shiftKey ? items[0] : items.at(-1);
      if (!edge || active === edge || !container.contains(active)) {
        event.preventDefault();
        (event.shiftKey ? items.at(-1) : items[0])?.focus();
      }
    }
  };
  document.addEventListener("keydown", onKey);

  return () => {
    document.removeEventListener("keydown", onKey);
    stack.splice(stack.indexOf(container), 1);
    if (previous?.isConnected && previous !== document.body) previous.focus();
  };
}
